/**
 * Starts the real server as a separate process (node + tsx), for tests that need several
 * processes or a real port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `src/server/main.ts` with an environment and waits until it answers, or until it exits. */
export async function startServerProcess(
  environment: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = Number(environment.PORT ?? (await freePort()));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      TRIALS_PER_ADDRESS_PER_DAY: "100000",
      // One engine worker: tests start several servers on a small machine.
      ENGINE_WORKERS: "1",
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const result = await Promise.race([
      fetch(`${baseUrl}/api/health`).then(
        (response) => (response.ok ? "up" : "down"),
        () => "down",
      ),
      exited.then(() => "exited"),
    ]);
    if (result === "up") break;
    if (result === "exited") throw new Error(`server exited: ${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill();
      throw new Error(`server did not start in time: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Signs a new student up and in over HTTP, as a browser would, and starts the free trial;
 * returns the session cookie. `address` is sent as X-Forwarded-For (for a server behind a proxy).
 */
export async function studentWithTrial(
  baseUrl: string,
  student: { email: string; name: string; origin: string; address?: string },
): Promise<string> {
  const headers = {
    "content-type": "application/json",
    origin: student.origin,
    ...(student.address ? { "x-forwarded-for": student.address } : {}),
  };
  const password = "correct-horse-battery";
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: student.email, name: student.name, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // Sign-up signs no one in; the student then signs in.
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: student.email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const trial = await fetch(`${baseUrl}/api/subscription/free-trial`, {
    method: "POST",
    headers: { ...headers, cookie, "content-type": "text/plain" },
  });
  if (trial.status !== 201) throw new Error(`free trial failed: ${trial.status} ${await trial.text()}`);
  return cookie;
}
