/** The admin account the browser-test server starts with (see start-server.ts). */
export const E2E_ADMIN = {
  email: "admin-e2e@example.com",
  password: "admin-e2e-password-1",
  name: "Ada Admin",
};
