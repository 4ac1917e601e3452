/**
 * A real OpenID Connect provider on loopback (the oidc-provider package) for sign-in tests.
 * Its login and consent screens are answered automatically for one known account.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const OIDC_ACCOUNT = {
  sub: "oidc-student-1",
  email: "oidc.student@example.com",
  name: "Oidc Student",
};

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Starts the provider; redirectUri is the app's callback URL. */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "vector-test";
  const clientSecret = "vector-test-secret-with-enough-length";

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: ["test-cookie-key-1"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_context, accountId) {
      return {
        accountId,
        async claims() {
          return { sub: accountId, email: OIDC_ACCOUNT.email, email_verified: true, name: OIDC_ACCOUNT.name };
        },
      };
    },
  });

  // Answer the login and consent prompts for the known account without a screen.
  provider.use(async (context, next) => {
    if (context.method !== "GET" || !context.path.startsWith("/interaction/")) return next();
    const details = await provider.interactionDetails(context.req, context.res);
    context.respond = false;
    if (details.prompt.name === "login") {
      await provider.interactionFinished(
        context.req,
        context.res,
        { login: { accountId: OIDC_ACCOUNT.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: OIDC_ACCOUNT.sub, clientId });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await provider.interactionFinished(
      context.req,
      context.res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
