/**
 * Names made of ordinary words that mean something else together: "black hole" is not about holes
 * (or black objects), "moment of inertia" is not about momentum, "string theory" is not about
 * strings or kinetic theory. When a question uses one of these names, its words count only for
 * the page about that thing; a name with no page (null) counts for no page, so the coach says it
 * has no page rather than answering a question about the name's parts.
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
  "string theory": null,
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
