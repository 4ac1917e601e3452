/**
 * Everyday words that point towards a page without naming its topic: the objects, situations and
 * verbs of daily life that students wrap a physics question in ("swing", "bend", "glow"). Weaker
 * than a keyword: a cue helps a page that the question is plausibly about, and lets a question in
 * everyday words reach its page when no other page comes close, but one cue alone never starts a
 * page that another page names. Written from what each page explains, not from any question set.
 */
export const EVERYDAY_CUES: Record<string, string> = {
  "kinematics.velocity-vs-speed":
    "speedometer north south east west round trip lap laps track circuit runner jogging walking displacement " +
    "backwards forwards reverse average overall",
  "kinematics.acceleration":
    "accelerate accelerating slowing slows speeding pedal gas sprint sprinter takeoff launch quicker " +
    "zero to sixty stopped rate",
  "kinematics.free-fall":
    "drop dropped dropping fall falls falling cliff ledge heavier lighter vacuum coin ball rock stone " +
    "tower roof building straight up top highest land lands landing",
  "kinematics.projectile-independence":
    "throw throwing thrown toss arc cannon fired shoot sideways basketball hoop hose fountain jump long " +
    "golf football angle horizontal range",
  "dynamics.newtons-second-law":
    "push pushing pull pulling shove trolley cart heavy heavier harder keeps moving stops moving constant " +
    "inertia first law seatbelt lurch jerk sudden",
  "dynamics.newtons-third-law":
    "swim swimming paddle oar rowing recoil pushes back equal opposite punch wall jump off boat " +
    "reaction ground pushes",
  "dynamics.friction":
    "rough smooth grip gripping slide sliding slides shoes sole soles sandpaper rubbing grippy tread " +
    "lubricant oil wax skate skates sledge sled box floor snow grass drag dragging carpet floor",
  "dynamics.mass-and-weight":
    "scale scales bathroom kilogram kilograms weigh weighs weighing lighter heavier planet planets newtons " +
    "pounds jupiter lift elevator reading",
  "dynamics.circular-motion":
    "roundabout spin dryer merry round loop loops bend turn turning corner corners string twirl swing " +
    "bucket banked track racetrack outward thrown outwards",
  "dynamics.air-resistance":
    "drag parachute parachutes streamlined wind falling leaf top speed maximum speed cyclist tuck " +
    "surface area",
  "dynamics.buoyancy":
    "bath bathtub swim swimmer lifejacket raft submarine canoe pool sea salt water heavy log cork bubble",
  "dynamics.pressure":
    "pin nail knife blade sharp blunt point heels stiletto tractor tracks sink mud snow diver diving ears " +
    "bottom deep submarine squash",
  "dynamics.gravity-and-orbits":
    "satellite satellites orbit orbiting weightless weightlessness floating float station earth moon " +
    "tides pull attract everything newton apple universe",
  "work-energy.work-and-kinetic-energy":
    "lift lifting carry carrying stairs stopping distance crash braking speed doubled effort",
  "work-energy.conservation-of-energy":
    "swing ramp slide height bounce bounces bouncing lost converted wasted transform transformed " +
    "potential stored",
  "work-energy.power": "watt watts horsepower climbing quickly motor rating rate faster kilowatt",
  "momentum.conservation-of-momentum":
    "cannon recoil skater push apart explode explosion billiard snooker canoe boat jumping total",
  "momentum.impulse":
    "catch catching egg padding helmet landing knees soft softer hard surface injury impact stunt mat " +
    "seatbelt follow through",
  "momentum.collisions":
    "crash crashes bounce stick together bumper cars newtons cradle head on lose crumple crumples crumpled stuck slide inelastic elastic before after each other collide collision",
  "rotational-motion.torque":
    "spanner wrench bolt nut seesaw lever handle crowbar screwdriver turning balance balancing tip over " +
    "topple",
  "rotational-motion.angular-momentum":
    "spin spinning twirl ballet diver top gyroscope bicycle wheel upright pirouette planet spins",
  "rotational-motion.moment-of-inertia":
    "roll rolling ramp hoop disc cylinder race down hill spin up flywheel tightrope pole",
  "oscillations-waves.simple-harmonic-motion":
    "spring springs bounce bouncing pendulum clock swing period tick vibrate oscillate bungee mass on",
  "oscillations-waves.wave-speed":
    "ripple ripples pond rope slinky stadium crest trough ocean sea tsunami string travel",
  "oscillations-waves.sound-and-doppler":
    "siren horn pitch approaching passing echo loud quiet hear ear thunder vacuum higher lower whistle " +
    "train",
  "oscillations-waves.resonance":
    "swing pushing right moment shatter shattering vibrate vibrating bridge sway tuning fork guitar " +
    "string instrument natural frequency wobble",
  "heat-temperature.heat-versus-temperature":
    "thermometer degrees bath cup warm warmer hotter sparkler amount contain",
  "heat-temperature.specific-heat":
    "beach heats slowly cools slowly climate coast coastal frying pan pie burn tongue takes long",
  "heat-temperature.absolute-zero": "kelvin celsius fahrenheit coldest lowest possible minus stop moving",
  "laws-of-thermodynamics.first-law":
    "pump compress squeeze warms internal expand expands spray aerosol deodorant feels cold",
  "laws-of-thermodynamics.heat-engines":
    "engine engines efficiency efficient waste exhaust power station fuel wasted perpetual 100 inefficient",
  "laws-of-thermodynamics.refrigerators":
    "fridge freezer air conditioner conditioning cool cooling keep cold pump heat out back coils",
  "heat-transfer.conduction-convection-radiation":
    "pan pot radiator draught insulation conduct conducts rise rises rising double glazing cooking window windows vacuum insulated coffee keeps hot cold",
  "heat-transfer.thermal-radiation":
    "infrared glow warm sun sunlight campfire fire dark black white silver greenhouse space " +
    "blanket emergency shiny shine silvered reflective",
  "heat-transfer.thermal-conductivity":
    "touch touching feels colder warmer tiles floor wood wooden insulator bare feet bench",
  "gas-laws.ideal-gas-law": "syringe piston squeeze volume container sealed double halve",
  "gas-laws.kinetic-theory":
    "molecules particles bouncing smell spreads perfume faster hotter collide walls tiny",
  "gas-laws.pressure-and-temperature":
    "inflate deflate pop burst aerosol bottle crushed football ball pump cold day hot day plane",
  "phase-changes.latent-heat":
    "melt melting melts freeze freezing boil boiling ice cube steam scald energy absorbed drink",
  "phase-changes.boiling-and-pressure":
    "altitude mountain mountains high up pressure cooker boils cook cooking lower temperature",
  "phase-changes.evaporative-cooling":
    "sweat sweating dry drying wet cool down breeze fan swimming clothes evaporates dog panting",
  "entropy.microstates":
    "disorder order shuffle shuffled mix mixing random chance likely untidy arrangement ways sandcastle deck cards coins gas spreads out",
  "entropy.irreversibility":
    "never reverse backwards undo unmix break broken spontaneously mixed milk coffee perfume spread smashed glass friction heat",
  "entropy.arrow-of-time":
    "past future remember backwards universe direction forwards heat death film backwards reversed video glass breaking",
  "electric-fields.coulombs-law":
    "charges attract repel closer stronger inverse square distance apart push away",
  "electric-fields.electric-field":
    "field lines around shield shielding struck invisible region van de graaff lines strength near point",
  "electric-fields.static-and-lightning":
    "shock shocks spark sparks zap crackle thunderstorm storm comb hair jumper sweater rubbing " +
    "clingy cling rod",
  "electric-potential.potential-and-voltage":
    "battery batteries volts voltage push terminal energy per charge",
  "electric-potential.capacitors":
    "flash store stores charge discharge defibrillator camera flash charging store energy quickly",
  "electric-potential.birds-on-wires":
    "bird birds wire wires touching ground electrocuted safe squirrel ladder",
  "electric-current.ohms-law": "current flow amps wire thick thin resistor bulb brightness double halve",
  "electric-current.series-and-parallel":
    "bulbs lights dimmer brighter string house sockets branch row fairy",
  "electric-current.electric-power": "bill kettle kilowatt appliance electricity bill units meter fuse",
  "magnetic-fields.force-on-moving-charge":
    "motor motors speaker loudspeaker beam deflect deflected aurora particle",
  "magnetic-fields.field-of-a-current":
    "electromagnet coil crane scrapyard solenoid doorbell wire compass wire near compass needle moves current creates",
  "magnetic-fields.magnets-and-poles":
    "compass north south attract repel iron nickel steel stick sticks poles snap",
  "electromagnetic-induction.faradays-law":
    "coil generate generating wireless charging induction hob microphone bike light",
  "electromagnetic-induction.lenzs-law":
    "eddy oppose opposes slows falling magnet induction damping levitate",
  "electromagnetic-induction.generators-and-transformers":
    "transformer transformers power station grid pylons step down step up plug adapter dynamo turbine volts laptop lowers lowering raises hum hums humming pole poles",
  "ac-circuits.rms-values":
    "mains socket 230 120 peak average alternating effective flicker hertz 50 60 times second oscilloscope swings",
  "ac-circuits.reactance":
    "capacitor inductor frequency filter tuning radio crossover speaker crossover bass treble block",
  "ac-circuits.ac-versus-dc":
    "battery socket mains plug grid alternating direct tesla edison homes flicker hertz flip flips flipping reverses reversing back forth direction",
  "quantum-mechanics.photoelectric-effect":
    "electrons knocked knock metal plate ultraviolet solar panel photon threshold bright brightness",
  "quantum-mechanics.wave-particle-duality":
    "electron electrons wave particle both uncertainty double slit observed watching microscope electron diffraction heisenberg position",
  "quantum-mechanics.photon-momentum":
    "photon photons mass massless sail push pressure solar sail light pressure comet tail",
  "atomic-physics.energy-levels":
    "glow glowing neon colours emit spectrum flame fireworks street lamp gas tube",
  "atomic-physics.nuclear-atom":
    "nucleus proton electron orbit empty mostly tiny solid plum pudding model atom size scale football stadium",
  "nuclear-physics.radioactive-decay":
    "radiation radioactive uranium alpha beta gamma geiger dangerous nuclear waste unstable smoke detector x-ray hospital background radiation banana",
  "nuclear-physics.half-life":
    "dating age old fossil fossils carbon decay ancient remains forever long time waste safe",
  "nuclear-physics.fission-and-fusion":
    "sun nuclear power reactor bomb hydrogen helium uranium split join energy",
  "nuclear-physics.binding-energy":
    "nucleus held together glue strong force iron mass defect stable stability heavy light nuclei release",
  "relativity.time-dilation": "clock clocks slower twin twins moving fast older younger gps muon",
  "relativity.mass-energy":
    "einstein mc2 convert mass into energy famous equation matter turned into energy annihilation reactor sun loses mass",
  "relativity.speed-of-light-limit":
    "faster than light limit catch up flashlight torch headlights travel infinite mass universe speed limit same speed observer",
  "particle-physics.standard-model":
    "smallest particles elementary fundamental building blocks tiniest smallest things made of neutron electron boson gluon collider cern",
  "particle-physics.conservation-laws":
    "decay conserved charge neutrino collider created destroyed reaction collision charge lepton baryon number",
  "particle-physics.antimatter":
    "annihilate annihilation opposite charge universe missing why more matter pet scan hospital",
  "solid-state-physics.band-theory":
    "silicon semiconductor semiconductors chip chips conduct electrons gap computer transistor conduct electricity glass diamond gap electrons jump",
  "solid-state-physics.doping-and-diodes":
    "diode led leds transistor one way solar cell rectifier current one direction impurity phosphorus boron backwards polarity leg legs round glow glows kit reversed",
  "solid-state-physics.conductors-and-insulators":
    "conduct conductor insulator plastic rubber copper cold zero wire mri maglev levitate cables electrons free nitrogen float floats floated floating levitating levitation superconducting superconductor superconductors",
  "geometric-optics.refraction": "bent bend bends straw pool water glass shallow deeper deep spoon mirage",
  "geometric-optics.lenses":
    "magnify glasses spectacles camera eye focus blurry contact projector microscope telescope binoculars short sighted long sighted upside",
  "geometric-optics.mirrors":
    "reflection reflect mirror backwards flipped shiny upside image car wing mirror dentist security shop periscope dressing",
  "geometric-optics.total-internal-reflection":
    "fibre optic cable diamond sparkle trapped internet critical angle endoscope surface underwater mirror-like",
  "wave-optics.light-as-a-wave":
    "electromagnetic radio microwaves wavelength spectrum speed of light wave nature electromagnetic spectrum gamma ultraviolet visible",
  "wave-optics.dispersion":
    "prism rainbow rainbows split white colours droplets violet bend different amounts glass separate",
  "wave-optics.colour-of-objects":
    "red green blue yellow paint leaf leaves grass apple rose look dark lemon banana tomato strawberry cherry fruit flower petal petals",
  "wave-optics.scattering-sky-colour": "sky blue sunset red clouds white orange dusk dawn haze smoke milk",
  "interference.double-slit":
    "two slits stripes bright dark pattern waves add cancel noise cancelling headphones young row dots spots",
  "interference.thin-films":
    "bubble bubbles oil puddle rainbow swirl film anti reflective coating glasses lens beetle feathers peacock",
  "diffraction.single-slit":
    "gap slit spread blur sharp telescope pinhole resolve telescope eye detail blurring",
  "diffraction.around-corners": "corner doorway hear around wall behind door open sound bends",
  "diffraction.gratings": "cd dvd rainbow grating spectrometer lines spectrum analysis",
  "polarization.polarizers":
    "filter filters crossed rotate blocked camera filter lcd two one direction vibrate",
  "polarization.reflection-and-scattering":
    "glare sunglasses reflection water road lake snow photography sky bees",
  "polarization.3d-glasses-and-screens":
    "3d cinema movie screen lcd glasses calculator display screen tilt black",
  "lasers.stimulated-emission":
    "laser pointer beam population inversion amplification photons copies mirrors excited atoms bouncing tube gain medium pumped pumping",
  "lasers.coherence": "laser beam narrow one colour spread dot far away distance in step phase hologram",
  "dynamics.lift-and-flight":
    "plane planes aeroplane airplane aircraft jet glider bird birds fly flying flies takeoff runway wing wings " +
    "kite helicopter rotor paper air stay up",
  "relativity.black-holes":
    "star stars collapse collapsed galaxy swallow escape trapped horizon dense gravity space telescope",
  "heat-temperature.thermal-expansion":
    "bridge bridges gap gaps railway rails track tracks buckle sag lid jar kettle switch switches off " +
    "thermostat thermometer crack cracks grow grows bigger longer shrink",
  "lasers.laser-versus-bulb":
    "bulb torch laser pointer different lamp light bulb filament spread every direction many colours",
};
