/**
 * GET /api/location: the visitor's approximate city and region, from the database the server
 * embeds; both null when the address is private, reserved or not listed.
 */
import { z } from "zod";

export const visitorLocationSchema = z.object({
  city: z.string().min(1).nullable(),
  region: z.string().min(1).nullable(),
});

export type VisitorLocation = z.infer<typeof visitorLocationSchema>;

export const UNKNOWN_LOCATION: VisitorLocation = { city: null, region: null };
