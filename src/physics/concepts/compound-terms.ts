/**
 * Names made of ordinary words that mean something else together: "black hole" is not about holes
 * (or black objects), "moment of inertia" is not about momentum, "string theory" is not about
 * strings or kinetic theory. When a question uses one of these names, its words count only for
 * the page about that thing; a name with no page (null) counts for no page, so the coach says it
 * has no page rather than answering a question about the name's parts. Where one name holds another
 * ("electric potential energy", "potential energy"), the longer one decides.
 */
export const COMPOUND_TERMS: Record<string, string | null> = {
  "black hole": "relativity.black-holes",
  "black holes": "relativity.black-holes",
  "moment of inertia": "rotational-motion.moment-of-inertia",
  "moments of inertia": "rotational-motion.moment-of-inertia",
  "solar system": "dynamics.gravity-and-orbits",
  "black body": "heat-transfer.thermal-radiation",
  "greenhouse effect": "heat-transfer.thermal-radiation",
  "heat death": "entropy.arrow-of-time",
  "potential energy": "work-energy.conservation-of-energy",
  "gravitational potential energy": "work-energy.conservation-of-energy",
  "electric potential energy": "electric-potential.potential-and-voltage",
  "static friction": "dynamics.friction",
  "kinetic friction": "dynamics.friction",
  "centre of gravity": "rotational-motion.torque",
  "center of gravity": "rotational-motion.torque",
  "centre of mass": "rotational-motion.torque",
  "center of mass": "rotational-motion.torque",
  "speed of sound": "oscillations-waves.sound-and-doppler",
  "sound barrier": "oscillations-waves.sound-and-doppler",
  "spring tide": "dynamics.gravity-and-orbits",
  "spring tides": "dynamics.gravity-and-orbits",
  "wave function": "quantum-mechanics.wave-particle-duality",
  "string theory": null,
  "ocean current": null,
  "ocean currents": null,
  "rip current": null,
  "sea currents": null,
  "shooting star": null,
  "shooting stars": null,
  "brain waves": null,
  "dark matter": null,
  "dark energy": null,
  "big bang": null,
  "light year": null,
  "light years": null,
  "milky way": null,
  "white dwarf": null,
  "quantum computer": null,
  "quantum computers": null,
  "white noise": null,
};
