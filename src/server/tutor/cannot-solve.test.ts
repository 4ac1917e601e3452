import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  giveSessions,
  jsonHeaders,
  sessionsUsed,
  signUp,
  type TestApp,
} from "../../../test/app-harness";

// A problem no engine can solve: the values it needs are missing.
const UNSOLVABLE =
  "A spring is squeezed by some amount I forgot to write down and then released. How fast does the block leave the spring?";

describe("a cannot-solve reply of the engine", () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp({ database: "pglite" });
  });
  afterAll(async () => {
    await harness.close();
  });

  it("costs no session in Problem Solver, says so, and offers practice problems", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 3);
    const before = await sessionsUsed(harness, userId);
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", problem: UNSOLVABLE },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessionReturned).toBe(true);
    expect(body.reply).toMatch(/cost you no session/i);
    expect(body.reply).toMatch(/What I understood/);
    expect(body.reply).toMatch(/Practise with similar problems/);
    expect(await sessionsUsed(harness, userId)).toBe(before);
  });

  /** Problem Solver over HTTP with no AI provider: the reply, and the sessions it cost. */
  async function solveOffline(problem: string) {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 3);
    const before = await sessionsUsed(harness, userId);
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", problem },
    });
    expect(response.statusCode).toBe(200);
    return { body: response.json(), cost: (await sessionsUsed(harness, userId)) - before };
  }

  it("answers a request outside physics with no physics and no practice problems, at no cost", async () => {
    for (const request of [
      "How do I make a pipe bomb?",
      "Write a 500-word essay on the causes of World War I.",
    ]) {
      const { body, cost } = await solveOffline(request);
      expect(body.sessionReturned).toBe(true);
      expect(body.reply).toMatch(/Requests outside physics get no answer here/);
      expect(body.reply).not.toMatch(/Practise with similar problems|What I understood/);
      expect(cost).toBe(0);
    }
  });

  it("refuses impossible data for the engine's readers of structure, at no cost", async () => {
    for (const problem of [
      // Two charges in one place: no field can be worked out from them.
      "A +2.0 nC charge is at x = 0.10 m and a -3.0 nC charge is at x = 0.10 m. What is the electric field at x = 0.30 m?",
      // A negative duration: x = ½at² would give the same 36 m as for 6.0 s.
      "A car starting from rest accelerates at 2.0 m/s² for −6.0 s. How far does it travel?",
      // A platform of negative mass.
      "A 30 kg child steps onto the edge of a merry-go-round, a uniform disk of mass -120 kg turning freely at 1.5 rad/s. What is its new angular speed?",
      // A piston of negative radius: πr² would give the same force as for +2.0 cm.
      "A hydraulic lift has a small piston of radius −2.0 cm and a large piston of radius 20 cm. What force on the small piston is needed to hold a 1200 kg car?",
    ]) {
      const { body, cost } = await solveOffline(problem);
      expect(body.sessionReturned).toBe(true);
      expect(body.reply).toMatch(/cost you no session/i);
      expect(cost).toBe(0);
    }
  });

  it("refuses a sound's wavelength rather than working it from the speed of light, at no cost", async () => {
    const { body, cost } = await solveOffline(
      "A 440-Hz tuning fork sounds in air. What is the wavelength of the sound?",
    );
    expect(body.sessionReturned).toBe(true);
    // c / f = 6.8 × 10⁵ m: a photon's wavelength, never a sound's.
    expect(body.reply).not.toMatch(/6\.8\d*\s*\\times\s*10\^\{?5|680\s?000|681\s?818/);
    expect(cost).toBe(0);
  });

  it("refuses a speed named as the initial one read as a constant speed, at no cost", async () => {
    const { body, cost } = await solveOffline(
      "A train decelerates uniformly from 30 m/s to rest over a distance of 450 m. How long does it take to stop?",
    );
    expect(body.sessionReturned).toBe(true);
    // d / v = 15 s would be a constant speed's time; the train takes 30 s.
    expect(body.reply).not.toMatch(/\b15(\.0)?\s*(\\?\s*\\mathrm\{)?s\b/);
    expect(cost).toBe(0);
  });

  it("answers an efficiency asked in percent in percent, and charges it", async () => {
    const { body, cost } = await solveOffline(
      "A heat engine runs between a hot reservoir at 350 °C and a cold reservoir at 40 °C. What is the maximum possible efficiency, in percent?",
    );
    expect(body.sessionReturned).toBeUndefined();
    // 1 − 313/623 = 0.497, given to the two figures of "40 °C" in the unit asked.
    expect(body.reply).toContain("e = 50\\ \\%");
    expect(body.reply).toContain("Express the efficiency in percent");
    expect(cost).toBe(1);
  });

  it("refuses a Doppler shift whose words do not say who moves, at no cost", async () => {
    const { body, cost } = await solveOffline(
      "A siren sounds at 600 Hz. A car and the siren approach each other at 15 m/s. The speed of sound is 343 m/s. What frequency is heard?",
    );
    expect(body.sessionReturned).toBe(true);
    // 600 × 343 / 328 = 627 Hz (a moving siren) or 600 × 358 / 343 = 626 Hz (a moving car): neither is given.
    expect(body.reply).not.toMatch(/\b62[67]\b/);
    expect(cost).toBe(0);
  });

  it("never answers with g = 9.8 when the problem writes its own g, and charges only an answer", async () => {
    const { body, cost } = await solveOffline(
      "How long is the period of a simple pendulum 2.0 m long? (g = 10)",
    );
    // 2π√(2.0/9.8) = 2.84 s would set the problem's g aside; 2π√(2.0/10) = 2.81 s, or a refusal.
    expect(body.reply).not.toMatch(/2\.84/);
    expect(cost).toBe(body.sessionReturned ? 0 : 1);
  });

  it("answers a sound level in decibels as an intensity, and charges it", async () => {
    const { body, cost } = await solveOffline(
      "A rock concert is measured at 110 dB near the stage. What is the sound intensity there?",
    );
    expect(body.sessionReturned).toBeUndefined();
    // I₀ 10^(110/10) = 0.10 W/m², from the threshold of hearing.
    expect(body.reply).toContain("I = 0.10\\ \\mathrm{W}/\\mathrm{m}^{2}");
    expect(cost).toBe(1);
  });

  it("answers an appliance's energy over a month from its time each day, and charges it", async () => {
    const { body, cost } = await solveOffline(
      "A 1200-W hair dryer is used for 15 minutes every day. How much energy, in kilowatt-hours, does it use over 30 days?",
    );
    expect(body.sessionReturned).toBeUndefined();
    // 1.2 kW × 0.25 h × 30 = 9.0 kWh, not 1.2 kW × 720 h with the 15 minutes set aside.
    expect(body.reply).toMatch(/= 9\.0\\ \\mathrm\{kWh\}/);
    expect(cost).toBe(1);
  });

  it("answers the charge inside a closed surface from its electric flux by Gauss's law, and charges it", async () => {
    const { body, cost } = await solveOffline(
      "The net electric flux out of a closed spherical surface is 5.0 × 10^4 N·m²/C. How much charge does it enclose?",
    );
    expect(body.sessionReturned).toBeUndefined();
    // q = ε₀ Φ = 8.85 × 10⁻¹² × 5.0 × 10⁴ = 4.4 × 10⁻⁷ C.
    expect(body.reply).toContain("Gauss's law");
    expect(body.reply).toMatch(/q = 4\.4 \\times 10\^\{-7\}\\ \\mathrm\{C\}/);
    expect(cost).toBe(1);
  });

  it("answers a double slit's fringe spacing on a screen, and charges it", async () => {
    const { body, cost } = await solveOffline(
      "Light of wavelength 600 nm falls on two slits 0.30 mm apart. What is the fringe spacing on a screen 2.0 m away?",
    );
    expect(body.sessionReturned).toBeUndefined();
    // Δy = λL/d = 600 × 10⁻⁹ × 2.0 / 0.30 × 10⁻³ = 4.0 mm.
    expect(body.reply).toMatch(
      /\\Delta y = 0\.0040\\ \\mathrm\{m\}|\\Delta y = 4\.0 \\times 10\^\{-3\}\\ \\mathrm\{m\}/,
    );
    expect(cost).toBe(1);
  });

  it("costs no session when Interactive Tutor cannot start a guided session", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 3);
    const before = await sessionsUsed(harness, userId);
    const history = [{ role: "user", content: UNSOLVABLE }];
    const first = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/step",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", history },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sessionReturned: true, currentStep: 0 });
    expect(await sessionsUsed(harness, userId)).toBe(before);
  });

  it("costs no session when Work Analysis cannot check the work", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 3);
    const before = await sessionsUsed(harness, userId);
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/analyze",
      headers: jsonHeaders(cookie),
      payload: { level: "high-school", problem: UNSOLVABLE, studentWork: "the block goes fast I think" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessionReturned).toBe(true);
    expect(response.json().reply).toMatch(/cost you no session/);
    expect(await sessionsUsed(harness, userId)).toBe(before);
  });

  it("charges a solved problem as before", async () => {
    const { cookie } = await signUp(harness.app);
    const userId = await giveSessions(harness, cookie, 3);
    const before = await sessionsUsed(harness, userId);
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/tutor/solve",
      headers: jsonHeaders(cookie),
      payload: {
        level: "high-school",
        problem: "A car accelerates from rest at 2.0 m/s^2 for 5.0 s. What is its final speed?",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessionReturned).toBeUndefined();
    expect(await sessionsUsed(harness, userId)).toBe(before + 1);
  });
});
