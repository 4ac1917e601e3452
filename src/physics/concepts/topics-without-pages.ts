/**
 * Well-known physics topics the library has no page for, each with the names and everyday
 * phenomena students bring them up by ("water striders" for surface tension, "the butterfly
 * effect" for chaos). A question that names one of them gets "no page" and the closest three,
 * rather than a page that only shares a word with it ("float", "butterfly", "wave"). The phrases
 * join `compound-terms.ts` as names with no page: their words count for no page, and a longer
 * name with a page ("earthquake waves") still decides for that page.
 */
export const TOPICS_WITHOUT_PAGES: Record<string, string> = {
  "surface tension":
    "surface tension, water strider, water striders, pond skater, pond skaters, water skaters, " +
    "walk on water, walking on water, capillary action, capillarity, meniscus, skin on the water, skin on water, surface like a skin, surface acts like a skin, surface like its a skin, " +
    "water bugs, water bug, bugs walk on water, insects walk on water, insects walking on water, bugs walking on water",
  chaos:
    "chaos theory, butterfly effect, butterfly flapping, butterfly flaps, double pendulum, chaotic system, chaotic systems, chaotic motion, sensitive dependence, " +
    "strange attractor",
  "earthquakes and plate tectonics":
    "plate tectonics, tectonic plates, tectonic plate, continental drift, fault line, fault lines, " +
    "causes earthquakes, cause earthquakes, causes an earthquake, cause an earthquake, earthquakes happen, " +
    "earthquake happens, volcano erupts, volcanoes erupt",
  "the seasons and the Earth's spin":
    "seasons, the seasons, summer and winter, hotter in summer, colder in winter, tilt of the earth, earths tilt, " +
    "axial tilt, closer to the sun in summer, earth is closer to the sun, day and night, night and day",
  "the Higgs field": "higgs field, higgs mechanism",
  "quantum entanglement": "quantum entanglement, entanglement, entangled particles, entangled, spooky action",
  "viscosity and turbulence":
    "viscosity, viscous, honey is thick, thick liquids, runny liquids, turbulence, turbulent flow, turbulent",
  cosmology:
    "expanding universe, universe expanding, universe keep expanding, universe is expanding, expansion of the universe, " +
    "cosmic microwave background, age of the universe, old the universe, wormhole, wormholes, multiverse, " +
    "parallel universe, parallel universes",
  "weather and climate":
    "weather forecast, weather forecasts, jet stream, tornadoes form, tornado form, hurricanes form, hurricane form",
};

/** Every phrase of the topics above, for `compound-terms.ts`. */
export const PHRASES_WITHOUT_PAGES: string[] = Object.values(TOPICS_WITHOUT_PAGES).flatMap((phrases) =>
  phrases.split(",").map((phrase) => phrase.trim()),
);
