/**
 * The everyday phenomena, devices and situations a physics teacher explains with each page, as
 * short phrases ("metal spoon in tea", "oven glove"). Their words point towards the page the way
 * `everyday-cues.ts` does; a phrase of two or more words found whole in a question counts as the
 * question naming the page's topic. Written page by page from what each concept explains.
 */
export const EVERYDAY_PHENOMENA: Record<string, string> = {
  "kinematics.velocity-vs-speed":
    "lap of a track, round trip, back where you started, speedometer, sat nav, plane ground speed, " +
    "walking to school and back, running in circles, speed camera, compass direction, average speed of a journey, overtaking on the motorway, relative speed of two cars, moving walkway, river current crossing",
  "kinematics.acceleration":
    "car pulling away, braking car, traffic lights, zero to sixty, sprinter start, " +
    "lift starting, airplane takeoff, rocket launch, slowing down, g force, pressed back into the seat, stopping at a red light, speeding up down a hill, cheetah acceleration, drag race",
  "kinematics.free-fall":
    "dropped ball, feather and hammer, bowling ball and tennis ball, skydive before the parachute, " +
    "stone down a well, cliff jump, ball thrown straight up, same time, hit the ground, apple falling, astronaut drops a hammer on the moon, penny from a skyscraper, diving board, trampoline jump height",
  "kinematics.projectile-independence":
    "kicked football, thrown ball, basketball shot, long jump, javelin, cannonball, bullet fired and dropped, " +
    "water from a hose, fountain arc, golf shot, ski jump, curved path, parabola, rolling off a table, bullet fired and one dropped, water slide launch, motorbike jump, throwing a ball to a friend, dart throw, best angle to throw, does the ball slow down going forward, horizontal speed stays the same, slow down going up but not forward",
  "dynamics.newtons-second-law":
    "lurch forward on the bus, brakes slammed, seatbelt, tablecloth trick, shopping trolley, pushing a car, " +
    "heavy lorry stopping, headrest whiplash, coin on card flicked, keeps moving in space, kicking a ball, pushing an empty and a full trolley, heavier car slower to speed up, coin in a turning car, magician tablecloth",
  "dynamics.newtons-third-law":
    "rocket in space, jet engine, swimmer pushing water, rowing boat oars, balloon rocket, " +
    "jumping off a boat, walking pushes the ground, punching a wall hurts, skateboard push off, horse and cart, leaning on a wall, book on a table, astronaut throwing something in space, squid jet, fire extinguisher in space",
  "dynamics.friction":
    "slipping on ice, tyre tread, brake pads, shoe grip, rubbing hands warm, sandpaper, lubricating oil, " +
    "ice skates, curling, sliding box, match striking, car skidding, rain on the road, climbing shoes, ice is slippery, rubbing sticks for fire, tyres on a wet road, anti slip mat, ski wax, car tyre wear, pushing a heavy sofa",
  "dynamics.mass-and-weight":
    "weigh less on the moon, bathroom scales, astronaut on the moon, weight on jupiter, kilograms or newtons, " +
    "lift scales, heavier on other planets, same amount of stuff, weight in space, gaining weight, pounds and kilograms, scales in a lift, tipping the scales",
  "dynamics.circular-motion":
    "bucket swung over your head, spin dryer, washing machine spin, roller coaster loop, car going round a bend, " +
    "banked track, merry go round, conker on a string, hammer throw, centrifuge, thrown outwards, swinging ball, cornering on a bike lean, car sliding on a bend, salad spinner, fairground rotor ride, swinging a bag round, car on a curve, keeps a car going round a curve, car turning a corner",
  "dynamics.air-resistance":
    "skydiver terminal velocity, parachute, feather falling slowly, falling leaf, cyclist tucked in, streamlined car, " +
    "hand out of the car window, paper versus crumpled paper, raindrops speed, raindrops falling from the clouds, gentle raindrops, hailstones falling, shuttlecock, fuel economy, feather and coin, dropping a sheet of paper, wind resistance, falling cat, flying squirrel, ski jumper position, raindrops do not hurt, raindrops falling from high up, why raindrops are not deadly",
  "dynamics.buoyancy":
    "steel ship floats, boat floating, iceberg, life jacket, swimming in the dead sea, hot air balloon, helium balloon, " +
    "submarine tanks, ice cube floats, egg in salt water, rubber duck, floating in a pool, why ice floats, swimming in salt water, life jacket, floating in the sea, cork floats, easier to lift someone in the pool, lifting people in water, feel lighter in water, feel lighter in a pool, lighter in a swimming pool, lighter in the bath",
  "dynamics.pressure":
    "snowshoes, stiletto heels, drawing pin, sharp knife, camel feet, tractor tyres, bed of nails, ears hurt underwater, " +
    "dam thicker at the bottom, scuba diver, drinking straw, suction cup, hydraulic brakes, car jack, blood pressure, ears pop diving, water tower, toothpaste tube, syringe needle, sharp nail, elephant footprint, walking on sand, sinking into sand, sinking into mud, walking on snow",
  "dynamics.gravity-and-orbits":
    "moon orbiting earth, satellites, space station, astronauts floating, weightless, tides, planets around the sun, " +
    "why the moon does not fall, falling around the earth, geostationary, newton cannon, escape velocity, why we stick to the earth, moon phases orbit, comet orbit, international space station speed, falling apple and the moon",
  "work-energy.work-and-kinetic-energy":
    "stopping distance, braking distance, speed doubled, car crash energy, carrying shopping upstairs, " +
    "pushing against a wall, holding a heavy bag, hammer hitting a nail, speed bumps, car crash at higher speed, energy of a bullet, kinetic energy of a car, speeding fines, work done lifting, heavier car needs more fuel, fuel to get up to speed",
  "work-energy.conservation-of-energy":
    "roller coaster, bouncing ball, pendulum swing, skateboard ramp, playground slide, pole vault, trampoline, " +
    "energy lost as heat, perpetual motion, wind up toy, bungee jump, rollercoaster, roller coaster drop, hydro power, ball thrown up comes back, swinging pendulum bowling ball, energy cannot be destroyed, energy transfers",
  "work-energy.power":
    "running up the stairs, walking up stairs, horsepower, motor rating, weightlifter, lift motor, car engine power, " +
    "climbing quickly, sprinter power, kilowatt, light bulb power, horse power of a car, stair climb race, electric kettle power, powerlifting, carrying something upstairs faster, up the stairs quickly, climbing stairs quickly",
  "momentum.conservation-of-momentum":
    "gun recoil, cannon recoil, skaters pushing apart, jumping from a boat, rocket exhaust, firework explosion, " +
    "snooker balls, pool balls, astronaut throwing a tool, fire hose kick, person jumping off a skateboard, space rocket exhaust, bullet and gun, pushing off from a wall in space",
  "momentum.impulse":
    "airbags, crumple zones, bending knees when landing, catching an egg, crash mats, helmet, bouncy castle, " +
    "follow through, cricket ball catch, boxing gloves, bubble wrap, egg drop, trampoline landing, stunt, landing on sand, soft landing, goalkeeper gloves, falling on carpet, egg on a pillow, long jump sand pit, karate chop, dropped phone cracks, phone screen cracks, phone case protects, glass breaks on tiles",
  "momentum.collisions":
    "car crash, cars stick together, bumper cars, head on collision, snooker break, newtons cradle, " +
    "clay thrown at a wall, kinetic energy lost, crash test, car hits a truck, tennis ball and basketball dropped, pool cue ball stops, rear end crash, cars crumple and stick together, stuck together after the crash, where does the kinetic energy go, inelastic collision, elastic collision, before and after the collision, bounce off each other, momentum before and after, balls colliding on a pool table",
  "rotational-motion.torque":
    "door handle far from the hinges, spanner, wrench, seesaw, crowbar, bottle opener, scissors, wheelbarrow, " +
    "steering wheel, bicycle pedals, screwdriver, tipping over, balancing, long handle, pliers, door handles far from hinges, tightening a bolt, nutcracker, wheel nut, tightrope walker, leaning tower, tipping a chair",
  "rotational-motion.angular-momentum":
    "ice skater pulling arms in, spinning top, gyroscope, bicycle staying upright, diver tucking, " +
    "cat landing on its feet, office chair spin, neutron star spin, frisbee, spinning football, spinning pizza dough, earth spinning, rifle bullet spin, motorbike wheelie, top stays upright, bike does not fall over, moving bike stays up",
  "rotational-motion.moment-of-inertia":
    "solid ball and hollow ball rolling, rolling down a ramp, tightrope walker pole, flywheel, " +
    "hollow versus solid cylinder, hard to start spinning, race down a slope, tightrope walker long pole, hula hoop, baton twirling, rolling a full and empty can",
  "oscillations-waves.simple-harmonic-motion":
    "pendulum clock, playground swing, longer chains, mass on a spring, bouncing on a spring, car suspension, " +
    "bungee bounce, metronome, grandfather clock, guitar string vibrating, back and forth, bouncing baby bouncer, diving board wobble, springy mattress, clock pendulum length, time period of a swing",
  "oscillations-waves.wave-speed":
    "ripples on a pond, mexican wave, stadium wave, rope flick, slinky, ocean waves, tsunami, " +
    "sound in water, sound in steel, waves at the beach, surfing, seismic waves, stadium mexican wave, earthquake waves, sound in air, waves slowing in shallow water, skipping rope waves, boat wake, ship wake",
  "oscillations-waves.sound-and-doppler":
    "ambulance siren, police siren passing, race car noise, train horn, echo, thunder after lightning, " +
    "bats echolocation, sonar, ultrasound scan, space is silent, bell in a vacuum, pitch changes, speaker cone, hear in space, silent in space, sound in a vacuum, how we hear, ear drum, loud and quiet, decibels, hearing range, dog whistle, ultrasound, speed of sound, sonic boom, sound barrier, voice on a recording, hearing aids, hearing loss, loud music damages hearing",
  "oscillations-waves.resonance":
    "singer breaking a wine glass, pushing a swing, tacoma bridge, bridge swaying, soldiers breaking step, " +
    "tuning fork, guitar body, organ pipe, blowing across a bottle, washing machine shaking, rattling car, car shaking at one speed, steering wheel shaking at a certain speed, windows rattling when a lorry passes, guitar strings notes, wind instruments, microwave oven water, bridge collapse wind, earthquake buildings shaking, playing a wine glass, car shaking at so many mph, car shakes at one mph but not others, vibrates only at one speed, car vibrates at one speed, vibrates at a certain speed, shaking at a particular speed, car vibrates at motorway speed, steering wheel vibrates on the highway",
  "heat-temperature.heat-versus-temperature":
    "bath and a cup of tea, sparkler sparks, iceberg heat, thermometer, warm bath more heat, " +
    "hot coffee cooling, spark does not burn, hot and warm, which has more heat, cold and heat, warm and cold blankets",
  "heat-temperature.specific-heat":
    "sand hot sea cold, beach sand, sea breeze, coastal climate, hot water bottle, pie filling burns, " +
    "jam tart, frying pan heats fast, radiator water, cooling system water, desert nights cold, water takes long to boil, metal heats quickly, oceans store heat, hot water bottle stays warm, pizza cheese burns",
  "heat-temperature.absolute-zero":
    "coldest temperature, minus 273, kelvin scale, liquid nitrogen, outer space temperature, " +
    "atoms stop moving, fahrenheit and celsius, how cold can it get, coldest place in the universe, temperature of space, degrees kelvin",
  "laws-of-thermodynamics.first-law":
    "bike pump gets hot, spray can cold, aerosol can cold, deodorant can cold, rubbing hands, " +
    "air escaping a tyre feels cold, diesel engine compression, cloud in a bottle, stirring coffee, air from a tyre valve cold, hammering metal gets hot, hands rubbed together warm, balloon released cools",
  "laws-of-thermodynamics.heat-engines":
    "car engine efficiency, petrol engine, steam engine, power station cooling towers, exhaust heat, " +
    "hot car bonnet, perpetual motion machine, turning fuel into motion, wasted heat, power station efficiency, power stations inefficient, why engines get hot, car radiator, electric cars more efficient, coal power plant, jet engine efficiency",
  "laws-of-thermodynamics.refrigerators":
    "fridge hot at the back, freezer, air conditioner, heat pump, fridge door open, coolant, " +
    "back of the fridge warm, cooling a room, cold freezer, why fridges hum, open fridge to cool a kitchen, air con in a car, ice maker",
  "heat-transfer.conduction-convection-radiation":
    "thermos flask, vacuum flask, double glazing, loft insulation, " +
    "radiator warms a room, hot air rises, lava lamp, igloo, woolly jumper, duvet, tea cooling, heater under a window, convection currents, cold draught, keeping a house warm, polar bear fur, feathers puff up, penguins huddle, wetsuit, keeps hot drinks hot and cold drinks cold, insulated cup, cool box",
  "heat-transfer.thermal-radiation":
    "heat from the sun through space, bonfire warmth, campfire, infrared camera, thermal camera, " +
    "black car hot, white clothes in summer, foil blanket, greenhouse, electric fire glows, toaster glow, black t shirt in the sun, dark clothes hotter, black clothes hot, sunburn heat, warmth of the sun, car hot in the sun, heat lamp, radiant heater, earth cooling at night, clear night frost, night vision camera sees heat, thermal imaging, stove coil glowing red, hob glowing red, hot metal glows red, red hot, white hot, colour of hot things, glowing red then orange when hotter, heating element glows, blacksmith metal glowing, colour of a star and its temperature, shiny walls of a flask, silvered flask walls, glowing lava, lava glows, glowing embers",
  "heat-transfer.thermal-conductivity":
    "metal spoon in tea, tiles colder than a rug, bare feet on tiles, metal bench cold, door handle cold, " +
    "cold metal, pan handles, oven gloves, copper bottom pans, wooden spoon, ice melts faster on metal, metal feels cold, wood feels warm, cold floor, steel railings cold, ice on a metal tray, metal slide burns in summer, hot metal seatbelt buckle, tongue sticks to frozen metal, tongue stuck to a frozen pole",
  "gas-laws.ideal-gas-law":
    "sealed syringe, bicycle pump squeeze, piston, diving cylinder, balloon in a vacuum, gas canister, " +
    "squashing air, weather balloon, squeezing a balloon, bottle of air under water, gas in a cylinder, scuba tank, lungs breathing",
  "gas-laws.kinetic-theory":
    "smell of perfume across the room, smell spreading, brownian motion, dust dancing in sunlight, " +
    "balloon shrinking, why gases spread, air molecules hitting, cooking smell, air particles, gas particles moving, warm gas faster particles, helium escaping",
  "gas-laws.pressure-and-temperature":
    "tyres flat on a cold morning, tyre pressure, aerosol in a fire, balloon in the freezer, " +
    "crisp packet on a plane, ears pop, plastic bottle crushed, football soft in winter, pressure cooker lid, balloon shrinks in the cold, ball goes flat in the cold, ball soft after a cold night, bottle dents on a plane, hot car tyres, can explodes in fire, jar lid hard to open",
  "phase-changes.latent-heat":
    "ice melting at zero, ice cubes in a drink, steam burns, kettle boiling, water boiling at 100, " +
    "freezing water, snow melting, ice packs, hand warmer, melting ice takes energy, ice keeps drinks cold, steam hotter than water, frozen lake, salt on roads, ice lolly",
  "phase-changes.boiling-and-pressure":
    "cooking pasta up a mountain, boiling on a mountain, pressure cooker, altitude cooking, everest tea, " +
    "water boils at low pressure, boiling in a vacuum, boiling point of water, water boils at lower temperature high up, mountain tea, boiling water cold",
  "phase-changes.evaporative-cooling":
    "sweating, getting out of a swimming pool, wet clothes drying, dog panting, clay pot fridge, " +
    "blowing on soup, hand sanitiser feels cold, wind chill, fan cooling, out of a pool cold, out of the shower cold, sweat cools you, wet hair cold, puddles drying, breeze feels cool, evaporation cooling, wet towel cool, glasses fog up, mirror steams up, condensation on a cold can, dew on the grass, breath visible on a cold day",
  "entropy.microstates":
    "messy bedroom, shuffled cards, coins tossed, sand castle, mixing colours, tidying up, lottery odds, all the air in one corner, dice rolls, order and disorder, coins land half heads, box of coins shaken, all heads, half heads half tails, sand mixed together, mixed sand separating, mixtures never unmix, messy room",
  "entropy.irreversibility":
    "scrambled egg, smashed glass, broken cup, milk in coffee, ink in water, sugar dissolving, " +
    "perfume spreading, ice melting in a warm room, burning wood, unbreaking a glass, toast cannot be untoasted, rust, hot tea cools, bouncing ball stops",
  "entropy.arrow-of-time":
    "remember the past, video played backwards, time going forward, heat death of the universe, " +
    "ageing, why time goes forward, time travel backwards, rewinding a film, end of the universe",
  "electric-fields.coulombs-law":
    "twice as far apart, charges attract, charges repel, force between charges, inverse square, electrons and protons attract, like charges repel, static charges close together, force doubles distance, balloons twice as far apart, charged balloons further apart, how much weaker further apart, force falls with distance squared",
  "electric-fields.electric-field":
    "faraday cage, microwave door mesh, van de graaff hair, " +
    "field lines, lift signal, phone in a metal box, shielded cables, lightning safety car, charge on a conductor, mesh cage, safe inside a car in lightning, car hit by lightning passengers safe, plane hit by lightning, no field inside a metal box",
  "electric-fields.static-and-lightning":
    "balloon rubbed on hair, balloon sticks to the wall, shock from a door handle, jumper crackles, " +
    "hair standing up, lightning, lightning rod, thunderstorm, trampoline static, car door shock, photocopier, safe in a car in lightning, struck by lightning, lightning hits a car, static shock, static on clothes, dryer sheets, plastic comb picks up paper, lightning strikes tall trees, fuel static spark",
  "electric-potential.potential-and-voltage":
    "9 volt battery, aa battery, car battery 12 volts, phone charger voltage, mains voltage, " +
    "high voltage sign, battery voltage, battery pushes, what a battery does, high voltage danger, volts and amps, battery flat, electric fence",
  "electric-potential.capacitors":
    "camera flash, defibrillator, touch screen, keyboard keys, capacitor in a circuit, flash charging, capacitor stores charge, supercapacitor, capacitor shock, power bank capacitor",
  "electric-potential.birds-on-wires":
    "bird on a power line, squirrel on a wire, touching one wire, lineman, ladder on power lines, birds on power lines, why birds do not get shocked, touching a live wire, kite on power lines",
  "electric-current.ohms-law":
    "longer wire more resistance, thin wire, dimmer switch, bulb filament, lie detector, " +
    "wet skin shock, resistor colours, wire getting hot, resistance of a wire, current and voltage, toaster wire glows, fuse wire melts, thick cables, old light bulbs get hot, incandescent bulb hot",
  "electric-current.series-and-parallel":
    "christmas tree lights, fairy lights, house wiring, plug sockets, one bulb blows, headlights, " +
    "extension lead, torch batteries, lights in a house, switch on one light, bulbs in a row, adding more bulbs dimmer, car lights",
  "electric-current.electric-power":
    "electricity bill, kettle power, heater cost, hair dryer, fuse blows, kilowatt hour, " +
    "energy saving bulb, phone charging cost, microwave watts, appliance rating, cost of running appliances, cost of leaving a computer on, watts and kilowatt hours, leaving the tv on overnight, power rating, energy use at home, smart meter, standby power, high power shower",
  "magnetic-fields.force-on-moving-charge":
    "loudspeaker, electric motor, northern lights, aurora, old tv tube, particle accelerator, " +
    "magnet near a screen, cosmic rays, loudspeaker sound, speaker makes sound, how electric motors work, motor effect, electric car motor, fan motor, particle beam bending",
  "magnetic-fields.field-of-a-current":
    "electromagnet, scrapyard crane, doorbell, relay, mri scanner, wire deflecting a compass, " +
    "maglev train, solenoid lock, coil of wire, electric bell, magnetic lock, wire with current makes a magnetic field, junkyard magnet, compass next to a wire, compass needle near a wire, compass needle moves when the current is switched on, needle swings when the current flows, oersted experiment, current carrying wire, magnetic field around a wire, wire is not a magnet, current in a wire moves a compass, compass by a wire, compass needle and a current, compass near electricity, wire acts like a magnet, wire with electricity in it, current turns a wire into a magnet, iron nail in a coil, nail electromagnet",
  "magnetic-fields.magnets-and-poles":
    "compass points north, fridge magnets, earth magnetic field, magnet cut in half, " +
    "bar magnet, iron filings, pigeons navigating, magnetic north, how magnets work, why magnets stick, magnetic field of the earth, animals navigating, compass needle",
  "electromagnetic-induction.faradays-law":
    "wireless phone charger, wireless charging pad, induction hob, bike dynamo, shake torch, electric guitar pickup, " +
    "microphone, card reader, airport metal detector, electricity from magnets, magnet moving in a coil, induction charging toothbrush, generator coil",
  "electromagnetic-induction.lenzs-law":
    "magnet falling through a copper pipe, magnetic braking, roller coaster brakes, eddy currents, " +
    "metal detector, jumping ring, magnet slows in a pipe, train brakes magnets, induction braking, aluminium and magnet",
  "electromagnetic-induction.generators-and-transformers":
    "power station generator, wind turbine, hydroelectric dam, high voltage power lines, pylons, " +
    "phone charger transformer, national grid, substation, hand crank generator, how electricity is made, power plant turbines, step up transformer, transformer on a power pole, humming transformer, step down the voltage, changes the voltage, why pylons are high voltage, laptop charger brick, dynamo on a bike wheel, dynamo light, bike light with no battery, wind up torch, hand crank torch, pedal powered light, electricity from pedalling, spinning wheel makes electricity, how a generator works, makes electricity with no battery, charger turns the mains voltage down, charger from the mains, charger on mains voltage, lowers the voltage, raises the voltage, box on the electricity pole, transformer hums, grey drum on the power pole, voltage for our house, voltage for the houses on a street, mains voltage for homes",
  "ac-circuits.rms-values":
    "230 volts peak, mains peak voltage, 50 hertz, 60 hertz, lights flicker, alternating voltage average, mains electricity, socket voltage, 120 volts, voltage from the wall, voltage peaks higher than the rms value, mains voltage peaks, mains on an oscilloscope, oscilloscope trace of the mains, meter reads less than the peak, which voltage is the real one",
  "ac-circuits.reactance":
    "radio tuning, crossover in a speaker, bass and treble, audio filter, tuning circuit, capacitor blocks dc, inductor in a circuit, radio station tuning, tone control",
  "ac-circuits.ac-versus-dc":
    "houses use alternating current, batteries direct current, war of the currents, mains and batteries, " +
    "phone charger converts, solar panels dc, tesla and edison, electricity in homes, power grid alternating, adapters for batteries, usb power, current flips direction, current goes back and forth, socket and a battery, mains or a battery, plug socket versus battery",
  "quantum-mechanics.photoelectric-effect":
    "uv burns but red light does not, sunburn from uv, solar panels, light meter, automatic doors sensor, " +
    "photographic film, darkroom red light, light knocks out electrons, solar panel electrons, uv and skin, digital camera sensor, photon energy colour",
  "quantum-mechanics.wave-particle-duality":
    "electron microscope, double slit with electrons, schrodinger cat, uncertainty principle, " +
    "is light a wave or a particle, quantum tunnelling, wave or particle, light acts as a particle, quantum weirdness, observer effect, where an electron is and how fast at the same time, position and speed of an electron, position and momentum at the same time, measuring disturbs the electron, looking at an electron changes it, watching a particle changes its behaviour, in two places at once, particle tunnels through a barrier, quantum tunneling, electrons tunnel through barriers",
  "quantum-mechanics.photon-momentum":
    "solar sail, comet tail, light pushing things, radiation pressure, optical tweezers, laser cooling, does light weigh anything, light has no mass, photon mass, push from sunlight",
  "atomic-physics.energy-levels":
    "fireworks colours, neon signs, street lights orange, flame test, glow in the dark, aurora colours, " +
    "sodium lamp, fluorescent light, spectrum of stars, neon lights glow, gas discharge tube, colours of flames, barcode of stars, glow sticks",
  "atomic-physics.nuclear-atom":
    "atom mostly empty space, gold foil experiment, rutherford, why we do not fall through the floor, " +
    "size of an atom, plum pudding, inside an atom, electrons around the nucleus, atoms touching, how big is an atom",
  "nuclear-physics.radioactive-decay":
    "smoke detector, geiger counter, radon gas, bananas radioactive, chernobyl, " +
    "radiation sickness, background radiation, medical tracers, radiation from phones, granite radiation, radiation therapy, airport scanners, nuclear accident, radioactive iodine",
  "nuclear-physics.half-life":
    "carbon dating, dating fossils, how old a bone is, age of rocks, nuclear waste, " +
    "medical isotopes, age of the earth, how long radiation lasts, dating rocks, turin shroud, how long waste stays dangerous, dangerous for thousands of years, radioactive for thousands of years, stays radioactive for a long time",
  "nuclear-physics.fission-and-fusion":
    "sun making energy, nuclear power station, atomic bomb, hydrogen bomb, fusion reactor, " +
    "stars shining, uranium fuel, iter, how stars work, nuclear reactor, splitting the atom, fusion power, chain reaction",
  "nuclear-physics.binding-energy":
    "why nuclei hold together, strong nuclear force, iron most stable, mass defect, energy from nuclei, why uranium splits, why fusion releases energy, nucleus glue, fission and fusion both release energy, splitting and fusing both give energy, splitting and joining both release energy, splitting big atoms and sticking small ones together, splitting and combining nuclei, binding energy curve, iron is the most stable nucleus, heavy nuclei split and light nuclei fuse",
  "relativity.time-dilation":
    "twin paradox, astronaut ages slower, gps clocks, muons reaching the ground, clocks on planes, " +
    "space travel ageing, time slows down, time slows near light speed, interstellar film, astronaut younger, satellite clocks, come back younger, twin comes back younger, astronauts come back younger, ageing slower on the space station, younger than their twin",
  "relativity.mass-energy":
    "e equals mc squared, mass into energy, sun loses mass, nuclear bomb energy, annihilation energy, mass turns into energy, energy has mass, where nuclear energy comes from, matter into energy",
  "relativity.speed-of-light-limit":
    "faster than light, warp drive, headlights on a fast train, light from a moving torch, " +
    "cosmic speed limit, light speed travel, travel at the speed of light, speed of light constant, faster than light travel, light from a moving car, torch on a spaceship, torch shining forward from a fast rocket, twice the speed of light, adding speeds near light speed, light from a fast rocket",
  "particle-physics.standard-model":
    "what protons are made of, quarks, large hadron collider, cern, higgs boson, god particle, " +
    "smallest particle, building blocks of matter, neutrinos, smallest things, everything is made of, what is a quark, electron made of, fundamental particles, photon and gluon, higgs, what neutrons are made of, inside a proton, three quarks, quark charges add up, neutron has no charge but its parts do",
  "particle-physics.conservation-laws":
    "particle collisions at cern, beta decay neutrino, charge conserved, particle reaction, what is conserved in a reaction, neutrino discovery, particles created from energy",
  "particle-physics.antimatter":
    "matter meets antimatter, pet scan, positron, annihilation, antimatter bomb, antimatter fuel, antimatter engine, positron emission, why more matter than antimatter",
  "solid-state-physics.band-theory":
    "silicon chips, computer chips, semiconductor, why glass is transparent, why metals are shiny, " +
    "diamond insulator, transistor material, how a computer chip works, why silicon, microchips, why metals conduct and glass does not, thermistor, thermistor resistance falls when heated, semiconductor conducts better when hot",
  "solid-state-physics.doping-and-diodes":
    "led lights, light emitting diode, solar cell, phone charger diode, transistor, traffic light leds, " +
    "remote control led, how leds work, light emitting diodes, how solar cells work, diode one way, phone screen leds, boron in silicon, phosphorus in silicon, adding impurities to silicon, impurities added on purpose, adding atoms to pure silicon, doped silicon, only works one way round, right way round, wrong way round, led in backwards, longer leg of an led, led polarity, current only one way, lights up one way only",
  "solid-state-physics.conductors-and-insulators":
    "copper wires, plastic coating on wires, rubber gloves, superconductor, maglev, mri magnets, " +
    "why metals conduct, plug casing, electricians tools, why copper conducts, why rubber insulates, resistance rises with temperature, hot metal resistance, superconducting magnets, wires with zero resistance, zero resistance when cold, superconducting wires, superconducting power lines, resistance drops to zero, cold enough for no resistance, magnets cooled with liquid helium, wire gets very cold, power cables with no resistance, electricity without losses in cold cables, cooled with liquid nitrogen, magnet floating above a superconductor, levitating magnet, floating magnet, meissner effect, high temperature superconductor, superconducting train",
  "geometric-optics.refraction":
    "pool looks shallower, straw looks bent, fish closer than they are, spearfishing, mirage on the road, " +
    "shimmering heat haze, twinkling stars, glass of water magnifies, coin in a cup appears, pencil in water looks bent, swimming pool depth, heat shimmer on roads, sunset flattened, why lenses work, broken straw in a drink",
  "geometric-optics.lenses":
    "glasses for short sight, reading glasses, contact lenses, magnifying glass, camera lens, " +
    "the eye lens, projector, microscope, telescope, binoculars, burning with a magnifying glass, nearsighted, farsighted, short sighted, long sighted, nearsightedness, farsightedness, glasses for reading, how eyes focus, camera zoom, magnifying glass fire",
  "geometric-optics.mirrors":
    "reflection swaps left and right, bathroom mirror, car wing mirror, dentist mirror, shop security mirror, " +
    "periscope, ambulance written backwards, spoon reflection upside down, make up mirror, funhouse mirror, mirror image reversed, concave mirror, convex mirror, shaving mirror, torch reflector, headlight reflector, cats eyes glow, road cats eyes, bike reflectors, eyes glow in photos",
  "geometric-optics.total-internal-reflection":
    "optical fibre, fibre broadband, endoscope, diamond sparkle, looking up from underwater, " +
    "fibre optic lamp, binocular prisms, light trapped in glass, water surface silver from below, sparkling diamonds, fibre internet",
  "wave-optics.light-as-a-wave":
    "radio waves and light, microwaves, wifi signals, x rays, electromagnetic spectrum, " +
    "mobile phone signals, infrared remote, uv light, microwave oven heats food, radio and light same speed, what light is, gamma rays, wifi waves",
  "wave-optics.dispersion":
    "rainbow after rain, prism, rainbow in a sprinkler, pink floyd prism, crystal rainbows, " +
    "white light split, sunlight through a glass of water, rainbow on the wall from a crystal, diamond fire, why rainbows are curved, double rainbow, colours through a prism, split light",
  "wave-optics.colour-of-objects":
    "grass is green, red apple, white shirt, colour under coloured light, " +
    "stage lighting, paint mixing, leaves change colour, shopping clothes under shop lights, why leaves are green, why things look different colours, colour of paint, red under blue light, white paper, red tomato, is the colour in the object or in the light, colour of a strawberry, why a banana is yellow",
  "wave-optics.scattering-sky-colour":
    "blue sky, red sunset, orange sunset, white clouds, grey clouds, sky on mars, " +
    "sky in space is black, blue mountains haze, why the sky is blue, why sunsets are red, why clouds are white, blue sky on mars, orange moon, red moon, moon low on the horizon",
  "interference.double-slit":
    "noise cancelling headphones, dead spots in sound, two speakers, young's experiment, " +
    "water ripples crossing, two speakers loud and quiet spots, wave interference, light and dark fringes, two speakers loud and quiet, walking between two speakers, loud and quiet places in the room, laser through two slits, laser through two scratches, pattern of bright and dark spots, loudspeakers loud and quiet, louder and quieter as you walk, sound loud and quiet between two loudspeakers",
  "interference.thin-films":
    "soap bubble colours, oil on a puddle, petrol rainbow, oil on a wet road, oil spill rainbow, anti reflective glasses, " +
    "peacock feathers, beetle shells, butterfly wings, cd colours, colours on a bubble, rainbow oil film, coated lenses, iridescent",
  "diffraction.single-slit":
    "telescope detail limit, blurry stars, pinhole camera, why microscopes have limits, eagle eyes, " +
    "squinting, light through a tiny gap, light spreading through a slit, limit of a telescope, blur in a camera, spreading light, bigger telescopes see more detail, why telescopes are so big, flag on the moon through a telescope, see the flag left on the moon, resolution of a telescope, stronger zoom on a small telescope, magnifying more does not show more detail, telescope mirror size, huge telescopes, radio telescope size, zoom in on the moon, moon landing site through a telescope, smallest detail a telescope can see, resolve two stars, telescope cannot see small things on the moon, footprints on the moon, moon landing site, hubble seeing the moon landers",
  "diffraction.around-corners":
    "hear around a corner, hear in the next room, sound through a doorway, radio in valleys, " +
    "harbour waves spread, sound bends around corners, hearing through an open door, radio waves behind hills, am radio behind hills, long radio waves bend around hills, waves through a harbour gap",
  "diffraction.gratings":
    "cd rainbow, dvd colours, spectrometer, rainbow glasses, hologram sticker, cd reflection colours, rainbow from a cd, spectrum lines, grating glasses",
  "polarization.polarizers":
    "two polarising filters, crossed filters, camera polarizer, lcd screen black at an angle, polarising filter, light through two filters, filter rotated dark, polaroid, two pairs of polarized sunglasses, turning one pair of sunglasses goes black, polarized lenses turned, rotating one filter goes dark, two polarizing lenses block all light",
  "polarization.reflection-and-scattering":
    "polarised sunglasses, fishermen sunglasses, glare off water, glare off the road, skiing glare, " +
    "bees navigating, sky polarised, reduce glare, glare from a lake, fishing glasses, polarised lenses",
  "polarization.3d-glasses-and-screens":
    "3d glasses, 3d cinema, lcd screen, calculator display, phone screen with sunglasses, 3d film glasses, phone screen goes black with sunglasses, lcd tv, watch display",
  "lasers.stimulated-emission":
    "how lasers work, laser pointer, population inversion, ruby laser, barcode scanner, laser light made, how a laser pointer works, laser in a dvd player, laser surgery, inside a laser, how a laser makes its beam, how a laser makes light, mirrors at each end of a laser, light bouncing between mirrors, excited atoms in a laser, laser tube",
  "lasers.coherence":
    "laser beam stays narrow, laser on the moon, laser light show, hologram, laser dot far away, laser beam does not spread, lasers to the moon, laser show beams, laser pointer dot, laser speckle, speckle pattern, grainy laser spot, laser spot sparkles, laser light is coherent, light waves in step, waves marching in step, laser pure colour, laser light is one colour, single wavelength of a laser, monochromatic light",
  "dynamics.lift-and-flight":
    "planes stay up, how planes fly, aeroplane wing, plane takeoff, paper aeroplane, bird flying, " +
    "gliding, helicopter blades, kite flying, hand out of the car window tilted, racing car spoiler, " +
    "wind turbine blades, yacht sail, frisbee flying, stall, how wings work, air over the wing, plane flying upside down",
  "relativity.black-holes":
    "dying star, collapsing star, supernova, event horizon, light cannot escape, falling into a black hole, " +
    "centre of the galaxy, neutron star, picture of a black hole, gravitational waves, spaghettified, " +
    "escape speed of earth, what is inside a black hole, black hole gravity",
  "heat-temperature.thermal-expansion":
    "gaps in bridges, expansion gaps in railway tracks, rails buckle in a heatwave, power lines sag in summer, " +
    "jar lid loosens under hot water, kettle switches off, thermostat, iron switches off, bimetallic strip, " +
    "thermometer liquid rises, glass cracks with boiling water, pavement cracks, sea level rise from warming, " +
    "dental fillings, lines cut into concrete, gaps in the pavement, cracks in sidewalks from heat",
  "lasers.laser-versus-bulb":
    "laser and a torch, laser and a light bulb, torch beam spreads, lamp light, laser versus torch, bulb light spreads, why lasers are dangerous, lamp versus laser",
};
