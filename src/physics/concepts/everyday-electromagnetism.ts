/**
 * Electromagnetism pages for the questions students most often bring: birds on power lines,
 * static shocks and lightning, electric power at home, magnets, generators and transformers,
 * and AC against DC.
 */
import { allOf, type Concept, numeric, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_ELECTROMAGNETISM_CONCEPTS: Concept[] = [
  {
    id: "electric-potential.birds-on-wires",
    subtopic: "electric-potential",
    title: "Potential difference: why birds on power lines are safe",
    keywords: [
      "birds on power lines",
      "bird on a wire",
      "birds",
      "electrocuted",
      "electrocution",
      "power line",
      "high voltage wire",
      "touching two wires",
      "squirrel",
      "potential difference across",
    ],
    keyIdeas: [
      "Current flows through a body only when there is a potential difference across it.",
      "A bird on one wire has both feet at (almost) the same potential, so almost no current passes through it, however high the wire's voltage.",
      "Touch the wire and the ground, or two wires, at once, and there is a large potential difference across your body: a dangerous current flows.",
    ],
    intuition:
      "Voltage is like height. A bird sitting on a high shelf is in no danger; only stepping off, from high to low, makes it fall. Current 'falls' only between two different potentials.",
    questions: [
      question(
        "A bird stands with both feet on one high-voltage wire. What is the potential difference between its feet, roughly?",
        allOf(["zero", "0", "none", "almost nothing", "tiny", "very small", "same", "negligible"]),
        "Almost zero: both feet are on the same wire, at the same potential.",
        "Right: no potential difference, so no significant current through the bird.",
        "Are the two feet at different potentials?",
      ),
      question(
        "Why would a person on a ladder touching the same wire be in danger, when the bird is not?",
        allOf(["ground", "earth", "ladder", "two", "different potential", "potential difference"]),
        "The person is also connected to the ground, so there is a huge potential difference across the body and current flows through it.",
        "Exactly: a path to the ground completes the circuit through you.",
        "What else is the person touching besides the wire?",
      ),
      question(
        "The potential difference across a $2000\\ \\Omega$ body is $230\\ \\mathrm{V}$. What current flows?",
        numeric(0.115, "A"),
        "$I = V/R = 230/2000 \\approx 0.12\\ \\mathrm{A}$, easily enough to be fatal.",
        "Right: about $0.12\\ \\mathrm{A}$.",
        "Use Ohm's law, $I = V/R$.",
      ),
    ],
    misconceptions: [
      misconception(
        "birds-have-special-feet",
        "Birds are safe on power lines because their feet are insulated or they are too small.",
        {
          prompt: "What is the real reason a bird on a single wire does not get a shock?",
          check: allOf([
            "potential difference",
            "same potential",
            "same voltage",
            "no difference",
            "one wire",
            "no current",
          ]),
        },
        [["feet", "rubber", "insulat", "small", "light"]],
        "It is not the feet: a bird is a decent conductor. It is safe because both feet are at the same potential, so there is no potential difference to drive a current through it. A large bird that spans two wires can be killed.",
      ),
    ],
    realWorld: [
      "Line workers on live high-voltage lines are raised to the line's potential in conducting suits, so no current passes through them.",
      "Power companies fit perches and spacers so that large birds cannot touch two wires at once.",
    ],
    challenge: question(
      "A wire carrying $500\\ \\mathrm{A}$ has a resistance of $5 \\times 10^{-5}\\ \\Omega$ per centimetre. What is the potential difference between a bird's feet $4\\ \\mathrm{cm}$ apart?",
      numeric(0.1, "V"),
      "$V = IR = 500 \\times 4 \\times 5 \\times 10^{-5} = 0.1\\ \\mathrm{V}$: far too small to harm the bird.",
      "Right, $0.1\\ \\mathrm{V}$.",
      "Find the resistance of $4\\ \\mathrm{cm}$ of wire, then use $V = IR$.",
    ),
  },
  {
    id: "electric-fields.static-and-lightning",
    subtopic: "electric-fields",
    title: "Static electricity, sparks and lightning",
    keywords: [
      "static electricity",
      "static shock",
      "lightning",
      "spark",
      "rubbing a balloon",
      "hair stands up",
      "lightning rod",
      "charging by friction",
      "car in a thunderstorm",
    ],
    keyIdeas: [
      "Rubbing two materials transfers electrons from one to the other, leaving one negative and one positive.",
      "When the charge builds up enough, the electric field tears electrons off air molecules and a spark jumps: a small one at a door handle, a giant one as lightning.",
      "A car's metal body shields the people inside: charge stays on the outside of a conductor.",
    ],
    intuition:
      "Charge piles up like water behind a dam. When the pressure (the field) is too great, the dam bursts in one rush: the spark.",
    questions: [
      question(
        "When you rub a balloon on your hair, what actually moves from one to the other?",
        allOf(["electron"]),
        "Electrons move, from your hair to the balloon.",
        "Right: electrons move; protons stay in their nuclei.",
        "Which charged particles are free to leave atoms?",
      ),
      question(
        "Why are you safe inside a car during a lightning strike?",
        allOf(["metal", "conduct", "outside", "shield", "cage", "body"]),
        "The metal body carries the charge around the outside and to the ground; the field inside a conductor's shell stays near zero.",
        "Exactly: a Faraday cage, not the rubber tyres.",
        "Where does charge go on a conductor?",
      ),
      question(
        "You get a shock touching a door handle after walking on carpet. Does a current flow through you?",
        allOf(["yes", "brief", "short", "moment"]),
        "Yes, a very brief one: the charge on you flows to the handle in a fraction of a microsecond.",
        "Right: a brief current as the charge equalises.",
        "Where does the charge you carried go when you touch the metal?",
      ),
    ],
    misconceptions: [
      misconception(
        "tyres-protect",
        "The rubber tyres are what protect you in a car during lightning.",
        {
          prompt: "What protects the passengers of a car struck by lightning?",
          check: allOf(["metal", "body", "shell", "cage", "conduct"]),
        },
        [["tyre", "tire", "rubber"]],
        "A few centimetres of rubber cannot stop a bolt that has just crossed kilometres of air. The metal body conducts the charge around the passengers to the ground; convertibles give no such protection.",
      ),
    ],
    realWorld: [
      "Lightning rods give the charge an easy path to the ground, away from the building's structure.",
      "Fuel trucks are earthed before unloading, so that no spark can ignite the vapour.",
    ],
    challenge: question(
      "A lightning bolt carries $20\\ \\mathrm{C}$ of charge in $0.001\\ \\mathrm{s}$. What is the average current?",
      numeric(20000, "A"),
      "$I = Q/t = 20/0.001 = 20\\,000\\ \\mathrm{A}$.",
      "Right: twenty thousand amperes.",
      "Current is charge per unit time.",
    ),
  },
  {
    id: "electric-current.electric-power",
    subtopic: "electric-current",
    title: "Electric power and energy at home",
    keywords: [
      "electric power",
      "wattage",
      "brighter bulb",
      "fuse",
      "electricity bill",
      "kilowatt hour",
      "p = iv",
      "power of an appliance",
      "why do wires get hot",
      "does current get used up",
    ],
    keyIdeas: [
      "The power delivered to a component is $P = IV$; with Ohm's law also $P = I^2R = V^2/R$.",
      "Current is not used up in a circuit: the same current leaves a bulb as enters it. What the bulb uses is energy.",
      "Energy bought from the mains is power times time, usually in kilowatt-hours.",
    ],
    intuition:
      "Think of a water wheel: the water (current) flows through and out again unchanged in amount; what it leaves behind is energy, taken from its fall (the voltage).",
    questions: [
      question(
        "A kettle draws $10\\ \\mathrm{A}$ from a $230\\ \\mathrm{V}$ supply. What is its power?",
        numeric(2300, "W"),
        "$P = IV = 10 \\times 230 = 2300\\ \\mathrm{W}$.",
        "Correct: $2.3\\ \\mathrm{kW}$.",
        "Power is current times voltage.",
      ),
      question(
        "Is the current leaving a lamp smaller than the current entering it?",
        allOf(["no", "same", "equal", "not"]),
        "No: the current is the same on both sides. The lamp converts electrical energy, not current.",
        "Right: charge is conserved; energy is what is transferred.",
        "Can charge pile up or disappear inside the lamp?",
      ),
      question(
        "A $2\\ \\mathrm{kW}$ heater runs for $3$ hours. How many kilowatt-hours of energy does it use?",
        numeric(6, "kWh"),
        "$2\\ \\mathrm{kW} \\times 3\\ \\mathrm{h} = 6\\ \\mathrm{kWh}$.",
        "Right: $6\\ \\mathrm{kWh}$.",
        "Multiply power in kilowatts by time in hours.",
      ),
    ],
    misconceptions: [
      misconception(
        "current-used-up",
        "Current is used up as it passes through a bulb.",
        {
          prompt:
            "An ammeter reads $0.5\\ \\mathrm{A}$ before a bulb in a series circuit. What does a second ammeter after the bulb read?",
          check: numeric(0.5, "A"),
        },
        [["less", "smaller", "lower", "0.4", "0.3", "0.2", "0.1", "zero"]],
        "The current after the bulb is the same $0.5\\ \\mathrm{A}$: every charge that enters leaves. The bulb takes energy from the charges (their potential drops), not the charges themselves.",
      ),
    ],
    realWorld: [
      "Fuses and circuit breakers cut the current when $I$ gets so large that $I^2R$ heating could start a fire.",
      "Power lines carry electricity at high voltage so that the current, and the $I^2R$ loss in the lines, is small.",
    ],
    challenge: question(
      "A $60\\ \\mathrm{W}$ lamp runs on $230\\ \\mathrm{V}$. What is its resistance when lit?",
      numeric(882, "ohm", 0.02),
      "$R = V^2/P = 230^2/60 \\approx 880\\ \\Omega$.",
      "Right, about $880\\ \\Omega$.",
      "Combine $P = IV$ and $V = IR$ into $P = V^2/R$.",
    ),
  },
  {
    id: "magnetic-fields.magnets-and-poles",
    subtopic: "magnetic-fields",
    title: "Magnets, poles and the Earth's field",
    keywords: [
      "magnet",
      "magnets",
      "magnetic poles",
      "north pole",
      "compass",
      "why do magnets attract",
      "fridge magnet",
      "cut a magnet in half",
      "earth's magnetic field",
      "magnetic materials",
      "iron",
    ],
    keyIdeas: [
      "Every magnet has a north and a south pole; like poles repel and unlike poles attract.",
      "Cut a magnet in half and you get two smaller magnets, each with both poles: no single pole has ever been found.",
      "Magnetism in iron comes from tiny regions (domains) whose atomic magnets line up; a compass needle is a small magnet that lines up with the Earth's field.",
    ],
    intuition:
      "A bar magnet is like a stack of tiny compass needles all pointing the same way. Break the stack anywhere and each piece is still a stack with a front and a back.",
    questions: [
      question(
        "You cut a bar magnet in half. What do you get?",
        allOf(["two magnets", "both poles", "north and south", "two smaller magnets", "each has"]),
        "Two smaller magnets, each with its own north and south pole.",
        "Right: poles always come in pairs.",
        "Can a piece of magnet have only a north pole?",
      ),
      question(
        "The north pole of a compass needle points toward Earth's geographic north. What kind of magnetic pole is there?",
        allOf(["south"]),
        "A magnetic south pole: the needle's north end is attracted to it.",
        "Right: the Earth's geographic north is a magnetic south pole.",
        "Which kind of pole attracts a north pole?",
      ),
      question(
        "Does a magnet attract a copper coin or an aluminium can?",
        allOf(["no", "neither", "not"]),
        "Neither, noticeably: only ferromagnetic materials such as iron, nickel and cobalt are strongly attracted.",
        "Right: most metals are not magnetic.",
        "Which few metals does a fridge magnet stick to?",
      ),
    ],
    misconceptions: [
      misconception(
        "all-metals-magnetic",
        "Magnets attract all metals.",
        {
          prompt: "Will a strong magnet pick up a gold ring?",
          check: allOf(["no", "not"]),
        },
        [["yes", "will"]],
        "Only a few metals, iron, nickel, cobalt and some alloys, are strongly attracted. Gold, copper, aluminium and silver are not (although a moving magnet can push on them through induced currents).",
      ),
    ],
    realWorld: [
      "Hard drives stored data as tiny regions magnetised one way or the other.",
      "Migrating birds and turtles sense the Earth's magnetic field to find their way.",
    ],
    challenge: question(
      "Two identical magnets push apart with $0.8\\ \\mathrm{N}$. By Newton's third law, how large is the force on the other magnet?",
      numeric(0.8, "N"),
      "The same $0.8\\ \\mathrm{N}$, in the opposite direction.",
      "Right: forces between magnets come in equal and opposite pairs.",
      "Newton's third law pairs the two forces.",
    ),
  },
  {
    id: "electromagnetic-induction.generators-and-transformers",
    subtopic: "electromagnetic-induction",
    title: "Generators and transformers",
    keywords: [
      "generator",
      "transformer",
      "how is electricity made",
      "power station",
      "dynamo",
      "step up",
      "step down",
      "turns ratio",
      "wind turbine",
      "phone charger",
      "transmission at high voltage",
    ],
    keyIdeas: [
      "A generator turns a coil in a magnetic field (or a magnet near a coil); the changing flux induces a voltage, turning motion into electrical energy.",
      "A transformer uses a changing current in one coil to induce a voltage in another: $V_s/V_p = N_s/N_p$. It works only with alternating current.",
      "Power is sent at high voltage and low current, so less energy is lost heating the lines.",
    ],
    intuition:
      "A generator is induction with muscles: spin the magnet and the flux through the coil rises and falls, pushing charges back and forth.",
    questions: [
      question(
        "A transformer has $100$ turns on its primary and $2000$ on its secondary, with $230\\ \\mathrm{V}$ in. What is the output voltage?",
        numeric(4600, "V"),
        "$V_s = V_p N_s/N_p = 230 \\times 20 = 4600\\ \\mathrm{V}$.",
        "Correct: $4600\\ \\mathrm{V}$, a step-up transformer.",
        "The voltage ratio equals the turns ratio.",
      ),
      question(
        "Why does a transformer not work with a steady direct current?",
        allOf(["chang", "vary"], ["flux", "field", "current"]),
        "Induction needs a changing flux; a steady current makes a steady field, which induces nothing.",
        "Right: no change, no induced voltage.",
        "What does Faraday's law need in order to induce a voltage?",
      ),
      question(
        "What energy change happens in a generator?",
        allOf(["kinetic", "motion", "mechanical", "movement"], ["electric"]),
        "Kinetic (mechanical) energy becomes electrical energy.",
        "Right: motion in, electricity out.",
        "What do you have to supply to make it turn?",
      ),
    ],
    misconceptions: [
      misconception(
        "transformer-makes-energy",
        "A step-up transformer gives out more energy than it takes in, because the voltage goes up.",
        {
          prompt: "A step-up transformer raises the voltage tenfold. What happens to the current?",
          check: allOf(["less", "decreas", "smaller", "tenth", "drops", "lower", "down"]),
        },
        [["more", "increas", "bigger", "higher", "up", "same"]],
        "Energy is conserved: with $P = IV$ the same on both sides (for an ideal transformer), ten times the voltage comes with a tenth of the current.",
      ),
    ],
    realWorld: [
      "Almost all the world's electricity, from coal, nuclear, wind or water, comes from generators spinning coils in magnetic fields.",
      "Phone chargers use small transformers (or their electronic equivalents) to step the mains voltage down.",
    ],
    challenge: question(
      "A power line carries $1\\ \\mathrm{MW}$. How much smaller is the $I^2R$ loss at $100\\ \\mathrm{kV}$ than at $10\\ \\mathrm{kV}$?",
      someOf(1, ["100", "hundred"]),
      "Ten times the voltage means a tenth of the current, and $I^2R$ falls to a hundredth.",
      "Right: a hundred times smaller.",
      "Find how the current changes, then square it.",
    ),
  },
  {
    id: "ac-circuits.ac-versus-dc",
    subtopic: "ac-circuits",
    title: "Alternating and direct current",
    keywords: [
      "ac vs dc",
      "ac and dc",
      "alternating current",
      "direct current",
      "difference between ac and dc",
      "mains electricity",
      "50 hz",
      "60 hz",
      "battery current",
      "why is mains ac",
    ],
    keyIdeas: [
      "Direct current (DC) flows one way, as from a battery. Alternating current (AC) reverses direction many times a second: 50 or 60 times in most countries.",
      "AC is used for mains because transformers can step its voltage up for transmission and down for homes.",
      "The quoted mains voltage ($230\\ \\mathrm{V}$ or $120\\ \\mathrm{V}$) is an rms value: it delivers the same power as that DC voltage would.",
    ],
    intuition:
      "DC is a river flowing one way; AC is a tide surging in and out. The tide goes nowhere on average, but it still turns a water wheel both ways and carries energy.",
    questions: [
      question(
        "Does a phone battery supply AC or DC?",
        allOf(["dc", "direct"]),
        "DC: a battery pushes current one way.",
        "Right: batteries give direct current.",
        "Does the current from a battery ever reverse?",
      ),
      question(
        "Mains at $50\\ \\mathrm{Hz}$ completes how many full cycles in one second?",
        someOf(1, ["50", "fifty"]),
        "Fifty: hertz means cycles per second.",
        "Correct: fifty cycles.",
        "What does the unit hertz mean?",
      ),
      question(
        "Why do power grids use AC rather than DC for most transmission?",
        allOf(["transformer", "step up", "step down", "change the voltage"]),
        "Transformers can change AC voltages easily, allowing high-voltage, low-loss transmission.",
        "Exactly: transformers need changing currents.",
        "Which device changes voltages, and what does it need to work?",
      ),
    ],
    misconceptions: [
      misconception(
        "ac-carries-nothing",
        "Because AC goes back and forth, it delivers no energy on average.",
        {
          prompt: "The current in a heater on AC averages zero over a cycle. Does the heater still warm up?",
          check: allOf(["yes", "does", "warm"]),
        },
        [["no", "doesn't", "does not"]],
        "The heating is $I^2R$, which is positive whichever way the current flows, so energy is delivered throughout the cycle. That is why AC is described by its rms value.",
      ),
    ],
    realWorld: [
      "Some very long undersea cables use high-voltage DC, because AC would lose energy charging the cable's capacitance.",
      "Laptop chargers turn mains AC into the low-voltage DC the electronics need.",
    ],
    challenge: question(
      "Mains has an rms voltage of $230\\ \\mathrm{V}$. What is its peak voltage?",
      numeric(325, "V", 0.02),
      "$V_0 = \\sqrt2\\,V_{rms} \\approx 325\\ \\mathrm{V}$.",
      "Right, about $325\\ \\mathrm{V}$.",
      "For a sine wave, peak equals rms times $\\sqrt2$.",
    ),
  },
];
