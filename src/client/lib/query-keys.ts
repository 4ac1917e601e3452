/** Query keys shared by features (the default query function GETs the first key). */
export const SUBSCRIPTION_STATUS_KEY = "/api/subscription/status";
