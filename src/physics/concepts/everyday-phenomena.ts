/**
 * The everyday phenomena, devices and situations a physics teacher explains with each page, as
 * short phrases ("metal spoon in tea", "oven glove"). Their words point towards the page the way
 * `everyday-cues.ts` does; a phrase of two or more words found whole in a question counts as the
 * question naming the page's topic. Written page by page from what each concept explains.
 */
export const EVERYDAY_PHENOMENA: Record<string, string> = {
  "kinematics.velocity-vs-speed":
    "lap of a track, round trip, back where you started, speedometer, sat nav, plane ground speed, " +
    "walking to school and back, running in circles, speed camera, compass direction",
  "kinematics.acceleration":
    "car pulling away, braking car, slamming the brakes, traffic lights, zero to sixty, sprinter start, " +
    "roller coaster drop, lift starting, airplane takeoff, rocket launch, slowing down, g force",
  "kinematics.free-fall":
    "dropped ball, dropping a phone, feather and hammer, bowling ball and tennis ball, skydive before the parachute, " +
    "stone down a well, cliff jump, ball thrown straight up, same time, hit the ground, apple falling",
  "kinematics.projectile-independence":
    "kicked football, thrown ball, basketball shot, long jump, javelin, cannonball, bullet fired and dropped, " +
    "water from a hose, fountain arc, golf shot, ski jump, curved path, parabola, rolling off a table",
  "dynamics.newtons-second-law":
    "lurch forward on the bus, brakes slammed, seatbelt, tablecloth trick, shopping trolley, pushing a car, " +
    "heavy lorry stopping, headrest whiplash, coin on card flicked, keeps moving in space, kicking a ball",
  "dynamics.newtons-third-law":
    "rocket in space, jet engine, swimmer pushing water, rowing boat oars, gun recoil, balloon rocket, " +
    "jumping off a boat, walking pushes the ground, punching a wall hurts, skateboard push off, horse and cart",
  "dynamics.friction":
    "slipping on ice, tyre tread, brake pads, shoe grip, rubbing hands warm, sandpaper, lubricating oil, " +
    "ice skates, curling, sliding box, match striking, car skidding, rain on the road, climbing shoes",
  "dynamics.mass-and-weight":
    "weigh less on the moon, bathroom scales, astronaut on the moon, weight on jupiter, kilograms or newtons, " +
    "lift scales, heavier on other planets, same amount of stuff",
  "dynamics.circular-motion":
    "bucket swung over your head, spin dryer, washing machine spin, roller coaster loop, car going round a bend, " +
    "banked track, merry go round, conker on a string, hammer throw, centrifuge, thrown outwards, swinging ball",
  "dynamics.air-resistance":
    "skydiver terminal velocity, parachute, feather falling slowly, falling leaf, cyclist tucked in, streamlined car, " +
    "hand out of the car window, paper versus crumpled paper, raindrops speed, shuttlecock, fuel economy",
  "dynamics.buoyancy":
    "steel ship floats, boat floating, iceberg, life jacket, swimming in the dead sea, hot air balloon, helium balloon, " +
    "submarine tanks, ice cube floats, egg in salt water, rubber duck, floating in a pool",
  "dynamics.pressure":
    "snowshoes, stiletto heels, drawing pin, sharp knife, camel feet, tractor tyres, bed of nails, ears hurt underwater, " +
    "dam thicker at the bottom, scuba diver, drinking straw, suction cup, hydraulic brakes, car jack",
  "dynamics.gravity-and-orbits":
    "moon orbiting earth, satellites, space station, astronauts floating, weightless, tides, planets around the sun, " +
    "why the moon does not fall, falling around the earth, geostationary, newton cannon, escape velocity",
  "work-energy.work-and-kinetic-energy":
    "stopping distance, braking distance, speed doubled, car crash energy, carrying shopping upstairs, " +
    "pushing against a wall, holding a heavy bag, hammer hitting a nail, speed bumps",
  "work-energy.conservation-of-energy":
    "roller coaster, bouncing ball, pendulum swing, skateboard ramp, playground slide, pole vault, trampoline, " +
    "energy lost as heat, perpetual motion, dam hydroelectric, wind up toy, bungee jump, rollercoaster, roller coaster drop",
  "work-energy.power":
    "running up the stairs, walking up stairs, horsepower, motor rating, weightlifter, lift motor, car engine power, " +
    "climbing quickly, sprinter power, kilowatt",
  "momentum.conservation-of-momentum":
    "gun recoil, cannon recoil, skaters pushing apart, jumping from a boat, rocket exhaust, firework explosion, " +
    "snooker balls, pool balls, newtons cradle, astronaut throwing a tool, fire hose kick",
  "momentum.impulse":
    "airbags, seatbelts, crumple zones, bending knees when landing, catching an egg, crash mats, helmet, " +
    "follow through, cricket ball catch, boxing gloves, bubble wrap, egg drop, trampoline landing, stunt",
  "momentum.collisions":
    "car crash, cars stick together, bumper cars, head on collision, snooker break, newtons cradle, " +
    "ball bounce, clay thrown at a wall, kinetic energy lost, crash test",
  "rotational-motion.torque":
    "door handle far from the hinges, spanner, wrench, seesaw, crowbar, bottle opener, scissors, wheelbarrow, " +
    "steering wheel, bicycle pedals, screwdriver, tipping over, balancing, long handle, pliers",
  "rotational-motion.angular-momentum":
    "ice skater pulling arms in, spinning top, gyroscope, bicycle staying upright, diver tucking, " +
    "cat landing on its feet, office chair spin, neutron star spin, frisbee, spinning football",
  "rotational-motion.moment-of-inertia":
    "solid ball and hollow ball rolling, rolling down a ramp, tightrope walker pole, flywheel, " +
    "hollow versus solid cylinder, hard to start spinning, race down a slope, figure skater arms",
  "oscillations-waves.simple-harmonic-motion":
    "pendulum clock, playground swing, longer chains, mass on a spring, bouncing on a spring, car suspension, " +
    "bungee bounce, metronome, grandfather clock, guitar string vibrating, back and forth",
  "oscillations-waves.wave-speed":
    "ripples on a pond, mexican wave, stadium wave, rope flick, slinky, ocean waves, tsunami, " +
    "sound in water, sound in steel, waves at the beach, surfing, seismic waves",
  "oscillations-waves.sound-and-doppler":
    "ambulance siren, police siren passing, race car noise, train horn, echo, thunder after lightning, " +
    "bats echolocation, sonar, ultrasound scan, space is silent, bell in a vacuum, pitch changes, speaker cone, hear in space, silent in space, sound in a vacuum, how we hear, ear drum, loud and quiet, decibels",
  "oscillations-waves.resonance":
    "singer breaking a wine glass, pushing a swing, tacoma bridge, bridge swaying, soldiers breaking step, " +
    "tuning fork, guitar body, organ pipe, blowing across a bottle, washing machine shaking, rattling car",
  "heat-temperature.heat-versus-temperature":
    "bath and a cup of tea, sparkler sparks, iceberg heat, thermometer, warm bath more heat, " +
    "hot coffee cooling, spark does not burn",
  "heat-temperature.specific-heat":
    "sand hot sea cold, beach sand, sea breeze, coastal climate, hot water bottle, pie filling burns, " +
    "jam tart, frying pan heats fast, radiator water, cooling system water, desert nights cold",
  "heat-temperature.absolute-zero":
    "coldest temperature, minus 273, kelvin scale, liquid nitrogen, outer space temperature, " +
    "atoms stop moving, fahrenheit and celsius",
  "laws-of-thermodynamics.first-law":
    "bike pump gets hot, spray can cold, aerosol can cold, deodorant can cold, rubbing hands, " +
    "air escaping a tyre feels cold, diesel engine compression, cloud in a bottle, stirring coffee",
  "laws-of-thermodynamics.heat-engines":
    "car engine efficiency, petrol engine, steam engine, power station cooling towers, exhaust heat, " +
    "hot car bonnet, perpetual motion machine, turning fuel into motion, wasted heat, power station efficiency, power stations inefficient",
  "laws-of-thermodynamics.refrigerators":
    "fridge hot at the back, freezer, air conditioner, heat pump, fridge door open, coolant, " +
    "back of the fridge warm, cooling a room",
  "heat-transfer.conduction-convection-radiation":
    "thermos flask, vacuum flask, double glazing, loft insulation, pan handles, oven gloves, wooden spoon, " +
    "sea breeze, radiator warms a room, hot air rises, lava lamp, igloo, woolly jumper, duvet, tea cooling",
  "heat-transfer.thermal-radiation":
    "heat from the sun through space, bonfire warmth, campfire, infrared camera, thermal camera, " +
    "black car hot, white clothes in summer, foil blanket, greenhouse, electric fire glows, toaster glow, black t shirt in the sun, dark clothes hotter, black clothes hot",
  "heat-transfer.thermal-conductivity":
    "metal spoon in tea, tiles colder than a rug, bare feet on tiles, metal bench cold, door handle cold, " +
    "cold metal, pan handles, oven gloves, copper bottom pans, wooden spoon, ice melts faster on metal",
  "gas-laws.ideal-gas-law":
    "sealed syringe, bicycle pump squeeze, piston, diving cylinder, balloon in a vacuum, gas canister, " +
    "squashing air, weather balloon",
  "gas-laws.kinetic-theory":
    "smell of perfume across the room, smell spreading, brownian motion, dust dancing in sunlight, " +
    "balloon shrinking, why gases spread, air molecules hitting",
  "gas-laws.pressure-and-temperature":
    "tyres flat on a cold morning, tyre pressure, aerosol in a fire, balloon in the freezer, " +
    "crisp packet on a plane, ears pop, plastic bottle crushed, football soft in winter, pressure cooker lid",
  "phase-changes.latent-heat":
    "ice melting at zero, ice cubes in a drink, steam burns, kettle boiling, water boiling at 100, " +
    "freezing water, snow melting, ice packs, hand warmer, sweat cooling",
  "phase-changes.boiling-and-pressure":
    "cooking pasta up a mountain, boiling on a mountain, pressure cooker, altitude cooking, everest tea, " +
    "water boils at low pressure, boiling in a vacuum",
  "phase-changes.evaporative-cooling":
    "sweating, getting out of a swimming pool, wet clothes drying, dog panting, clay pot fridge, " +
    "blowing on soup, hand sanitiser feels cold, wind chill, fan cooling, out of a pool cold, out of the shower cold",
  "entropy.microstates":
    "messy bedroom, shuffled cards, coins tossed, sand castle, gas spreading out, mixing colours",
  "entropy.irreversibility":
    "scrambled egg, smashed glass, broken cup, milk in coffee, ink in water, sugar dissolving, " +
    "perfume spreading, ice melting in a warm room, burning wood",
  "entropy.arrow-of-time":
    "remember the past, video played backwards, time going forward, heat death of the universe, " + "ageing",
  "electric-fields.coulombs-law":
    "twice as far apart, charges attract, charges repel, force between charges, inverse square",
  "electric-fields.electric-field":
    "faraday cage, microwave door mesh, van de graaff hair, " +
    "field lines, lift signal, phone in a metal box",
  "electric-fields.static-and-lightning":
    "balloon rubbed on hair, balloon sticks to the wall, shock from a door handle, jumper crackles, " +
    "hair standing up, lightning, lightning rod, thunderstorm, trampoline static, car door shock, photocopier, safe in a car in lightning, struck by lightning, lightning hits a car",
  "electric-potential.potential-and-voltage":
    "9 volt battery, aa battery, car battery 12 volts, phone charger voltage, mains voltage, " +
    "high voltage sign, battery voltage, battery pushes, what a battery does",
  "electric-potential.capacitors":
    "camera flash, defibrillator, touch screen, keyboard keys, capacitor in a circuit, flash charging",
  "electric-potential.birds-on-wires":
    "bird on a power line, squirrel on a wire, touching one wire, lineman, ladder on power lines",
  "electric-current.ohms-law":
    "longer wire more resistance, thin wire, dimmer switch, bulb filament, lie detector, " +
    "wet skin shock, resistor colours, wire getting hot",
  "electric-current.series-and-parallel":
    "christmas tree lights, fairy lights, house wiring, plug sockets, one bulb blows, headlights, " +
    "extension lead, torch batteries",
  "electric-current.electric-power":
    "electricity bill, kettle power, heater cost, hair dryer, fuse blows, kilowatt hour, " +
    "energy saving bulb, phone charging cost, microwave watts, appliance rating",
  "magnetic-fields.force-on-moving-charge":
    "loudspeaker, electric motor, northern lights, aurora, old tv tube, particle accelerator, " +
    "magnet near a screen, cosmic rays, loudspeaker sound, speaker makes sound",
  "magnetic-fields.field-of-a-current":
    "electromagnet, scrapyard crane, doorbell, relay, mri scanner, wire deflecting a compass, " +
    "maglev train, solenoid lock, coil of wire",
  "magnetic-fields.magnets-and-poles":
    "compass points north, fridge magnets, earth magnetic field, magnet cut in half, " +
    "bar magnet, iron filings, pigeons navigating, magnetic north",
  "electromagnetic-induction.faradays-law":
    "wireless phone charger, induction hob, bike dynamo, shake torch, electric guitar pickup, " +
    "microphone, card reader, airport metal detector",
  "electromagnetic-induction.lenzs-law":
    "magnet falling through a copper pipe, magnetic braking, roller coaster brakes, eddy currents, " +
    "metal detector, jumping ring",
  "electromagnetic-induction.generators-and-transformers":
    "power station generator, wind turbine, hydroelectric dam, high voltage power lines, pylons, " +
    "phone charger transformer, national grid, substation, hand crank generator",
  "ac-circuits.rms-values":
    "230 volts peak, mains peak voltage, 50 hertz, 60 hertz, lights flicker, alternating voltage average",
  "ac-circuits.reactance":
    "radio tuning, crossover in a speaker, bass and treble, audio filter, tuning circuit",
  "ac-circuits.ac-versus-dc":
    "houses use alternating current, batteries direct current, war of the currents, mains and batteries, " +
    "phone charger converts, solar panels dc",
  "quantum-mechanics.photoelectric-effect":
    "uv burns but red light does not, sunburn from uv, solar panels, light meter, automatic doors sensor, " +
    "photographic film, darkroom red light, night vision",
  "quantum-mechanics.wave-particle-duality":
    "electron microscope, double slit with electrons, schrodinger cat, uncertainty principle, " +
    "is light a wave or a particle, quantum tunnelling",
  "quantum-mechanics.photon-momentum":
    "solar sail, comet tail, light pushing things, radiation pressure, optical tweezers, laser cooling",
  "atomic-physics.energy-levels":
    "fireworks colours, neon signs, street lights orange, flame test, glow in the dark, aurora colours, " +
    "sodium lamp, fluorescent light, spectrum of stars",
  "atomic-physics.nuclear-atom":
    "atom mostly empty space, gold foil experiment, rutherford, why we do not fall through the floor, " +
    "size of an atom, plum pudding",
  "nuclear-physics.radioactive-decay":
    "smoke detector, geiger counter, radon gas, bananas radioactive, chernobyl, x rays, " +
    "radiation sickness, background radiation, medical tracers",
  "nuclear-physics.half-life":
    "carbon dating, dating fossils, how old a bone is, age of rocks, nuclear waste, " +
    "medical isotopes, age of the earth",
  "nuclear-physics.fission-and-fusion":
    "sun making energy, nuclear power station, atomic bomb, hydrogen bomb, fusion reactor, " +
    "stars shining, uranium fuel, iter",
  "nuclear-physics.binding-energy":
    "why nuclei hold together, strong nuclear force, iron most stable, mass defect, energy from nuclei",
  "relativity.time-dilation":
    "twin paradox, astronaut ages slower, gps clocks, muons reaching the ground, clocks on planes, " +
    "space travel ageing, time slows down",
  "relativity.mass-energy":
    "e equals mc squared, mass into energy, sun loses mass, nuclear bomb energy, annihilation energy",
  "relativity.speed-of-light-limit":
    "faster than light, warp drive, headlights on a fast train, light from a moving torch, " +
    "cosmic speed limit, light speed travel",
  "particle-physics.standard-model":
    "what protons are made of, quarks, large hadron collider, cern, higgs boson, god particle, " +
    "smallest particle, building blocks of matter, neutrinos, smallest things, everything is made of",
  "particle-physics.conservation-laws":
    "particle collisions at cern, beta decay neutrino, charge conserved, particle reaction",
  "particle-physics.antimatter":
    "matter meets antimatter, pet scan, positron, annihilation, antimatter bomb, antimatter fuel",
  "solid-state-physics.band-theory":
    "silicon chips, computer chips, semiconductor, why glass is transparent, why metals are shiny, " +
    "diamond insulator, transistor material",
  "solid-state-physics.doping-and-diodes":
    "led lights, light emitting diode, solar cell, phone charger diode, transistor, traffic light leds, " +
    "remote control led",
  "solid-state-physics.conductors-and-insulators":
    "copper wires, plastic coating on wires, rubber gloves, superconductor, maglev, mri magnets, " +
    "why metals conduct, plug casing, electricians tools",
  "geometric-optics.refraction":
    "pool looks shallower, straw looks bent, fish closer than they are, spearfishing, mirage on the road, " +
    "shimmering heat haze, twinkling stars, glass of water magnifies, coin in a cup appears",
  "geometric-optics.lenses":
    "glasses for short sight, reading glasses, contact lenses, magnifying glass, camera lens, " +
    "the eye lens, projector, microscope, telescope, binoculars, burning with a magnifying glass, nearsighted, farsighted, short sighted, long sighted",
  "geometric-optics.mirrors":
    "reflection swaps left and right, bathroom mirror, car wing mirror, dentist mirror, shop security mirror, " +
    "periscope, ambulance written backwards, spoon reflection upside down, make up mirror, funhouse mirror",
  "geometric-optics.total-internal-reflection":
    "optical fibre, fibre broadband, endoscope, diamond sparkle, looking up from underwater, " +
    "cats eyes road, fibre optic lamp, binocular prisms",
  "wave-optics.light-as-a-wave":
    "radio waves and light, microwaves, wifi signals, x rays, electromagnetic spectrum, " +
    "mobile phone signals, infrared remote, uv light",
  "wave-optics.dispersion":
    "rainbow after rain, prism, rainbow in a sprinkler, pink floyd prism, crystal rainbows, " +
    "white light split, diamond fire",
  "wave-optics.colour-of-objects":
    "grass is green, red apple, white shirt, colour under coloured light, " +
    "stage lighting, paint mixing, leaves change colour, shopping clothes under shop lights",
  "wave-optics.scattering-sky-colour":
    "blue sky, red sunset, orange sunset, white clouds, grey clouds, sky on mars, " +
    "sky in space is black, blue mountains haze",
  "interference.double-slit":
    "noise cancelling headphones, dead spots in sound, two speakers, young's experiment, " +
    "water ripples crossing",
  "interference.thin-films":
    "soap bubble colours, oil on a puddle, petrol rainbow, anti reflective glasses, " +
    "peacock feathers, beetle shells, butterfly wings, cd colours",
  "diffraction.single-slit":
    "telescope detail limit, blurry stars, pinhole camera, why microscopes have limits, eagle eyes, " +
    "squinting",
  "diffraction.around-corners":
    "hear around a corner, hear in the next room, sound through a doorway, radio in valleys, " +
    "harbour waves spread",
  "diffraction.gratings": "cd rainbow, dvd colours, spectrometer, rainbow glasses, hologram sticker",
  "polarization.polarizers":
    "two polarising filters, crossed filters, camera polarizer, lcd screen black at an angle",
  "polarization.reflection-and-scattering":
    "polarised sunglasses, fishermen sunglasses, glare off water, glare off the road, skiing glare, " +
    "bees navigating, sky polarised",
  "polarization.3d-glasses-and-screens":
    "3d glasses, 3d cinema, lcd screen, calculator display, phone screen with sunglasses",
  "lasers.stimulated-emission":
    "how lasers work, laser pointer, population inversion, ruby laser, barcode scanner",
  "lasers.coherence":
    "laser beam stays narrow, laser on the moon, laser light show, hologram, laser dot far away",
  "dynamics.lift-and-flight":
    "planes stay up, how planes fly, aeroplane wing, plane takeoff, paper aeroplane, bird flying, " +
    "gliding, helicopter blades, kite flying, hand out of the car window tilted, racing car spoiler, " +
    "wind turbine blades, yacht sail, frisbee flying, stall",
  "relativity.black-holes":
    "dying star, collapsing star, supernova, event horizon, light cannot escape, falling into a black hole, " +
    "centre of the galaxy, neutron star, picture of a black hole, gravitational waves, spaghettified, " +
    "escape speed of earth",
  "lasers.laser-versus-bulb": "laser and a torch, laser and a light bulb, torch beam spreads, lamp light",
};
