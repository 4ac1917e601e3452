/**
 * Thermodynamics pages for the questions students most often bring: why metal feels cold,
 * absolute zero, cooling by evaporation, refrigerators, balloons in the cold and the arrow of time.
 */
import { allOf, type Concept, numeric, SAME_PHRASES, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_THERMODYNAMICS_CONCEPTS: Concept[] = [
  {
    id: "heat-transfer.thermal-conductivity",
    subtopic: "heat-transfer",
    title: "Why metal feels colder than wood",
    keywords: [
      "metal feels cold",
      "metal feels colder",
      "feels colder",
      "thermal conductivity",
      "conductor of heat",
      "insulator",
      "insulation",
      "tile floor cold",
      "same temperature but feels different",
      "wool keeps warm",
      "good conductors",
    ],
    keyIdeas: [
      "Your skin senses how fast heat leaves it, not the temperature of what you touch.",
      "Metal is a good conductor: it carries heat away from your hand quickly, so it feels cold even at the same temperature as wood.",
      "Insulators such as wood, wool, foam and still air conduct heat slowly, which is why trapped air keeps you warm.",
    ],
    intuition:
      "Touching metal is like pouring water into a wide drain: the heat rushes away. Touching wood is like a narrow drain: the heat leaves slowly and your skin stays warm.",
    questions: [
      question(
        "A metal spoon and a wooden spoon have sat in the same room all night. Which is colder?",
        allOf(SAME_PHRASES),
        "Neither: both are at room temperature. The metal only feels colder because it conducts heat away from your hand faster.",
        "Right: same temperature, different rates of heat flow.",
        "What happens to the temperature of objects left together for a long time?",
      ),
      question(
        "Why does the metal spoon feel colder to your touch?",
        allOf(["conduct", "heat away", "takes heat", "draws heat", "faster"]),
        "Metal conducts heat away from your skin faster, so your skin cools more quickly.",
        "Exactly: your nerves sense the heat flow out of your skin.",
        "What does your skin actually detect: temperature, or heat leaving it?",
      ),
      question(
        "Why does a thick wool jumper keep you warm?",
        allOf(["air", "insulat", "trap", "slow"]),
        "Wool traps still air, a very poor conductor, so heat leaves your body slowly.",
        "Right: it slows the heat loss; it makes no heat of its own.",
        "What fills the spaces between the fibres?",
      ),
    ],
    misconceptions: [
      misconception(
        "metal-is-colder",
        "Metal objects are colder than other objects in the same room.",
        {
          prompt:
            "A metal door handle and the wooden door it is on have been in the same room for days. Is the handle at a lower temperature?",
          check: allOf(["no", "same", "not"]),
        },
        [["yes", "colder", "lower"]],
        "Both are at room temperature. The handle feels colder because metal conducts heat away from your hand much faster than wood; your skin senses that heat loss, not the temperature itself.",
      ),
    ],
    realWorld: [
      "Saucepans have metal bases to conduct heat into food and plastic handles to keep it out of your hand.",
      "Double glazing traps a layer of gas between panes to slow heat loss from a house.",
    ],
    challenge: question(
      "On a hot day at $45\\ \\mathrm{^\\circ C}$, would a metal bench or a wooden bench in the shade feel hotter to touch?",
      someOf(1, ["metal"]),
      "The metal: now it is hotter than your skin, and it conducts heat into your hand faster than wood does.",
      "Right: a good conductor exaggerates the feeling of both cold and heat.",
      "Which way does the heat flow when the bench is hotter than your skin?",
    ),
  },
  {
    id: "heat-temperature.absolute-zero",
    subtopic: "heat-temperature",
    title: "Temperature scales and absolute zero",
    keywords: [
      "absolute zero",
      "kelvin",
      "coldest possible",
      "how cold can it get",
      "temperature scale",
      "celsius to kelvin",
      "fahrenheit",
      "negative temperature",
      "molecules stop moving",
    ],
    keyIdeas: [
      "Temperature measures the average kinetic energy of the particles of a body.",
      "Absolute zero, $0\\ \\mathrm{K} = -273.15\\ \\mathrm{^\\circ C}$, is the lowest possible temperature: the particles have the least energy they can have.",
      "A kelvin is the same size as a Celsius degree, so $T(\\mathrm{K}) = T(\\mathrm{^\\circ C}) + 273.15$.",
    ],
    intuition:
      "Think of the particles as a crowd jostling. Heating makes them jostle harder; cooling calms them. Absolute zero is the calmest the crowd can ever be, so nothing can be colder.",
    questions: [
      question(
        "What is $27\\ \\mathrm{^\\circ C}$ in kelvin?",
        numeric(300, "K", 0.01),
        "$27 + 273 = 300\\ \\mathrm{K}$.",
        "Correct: $300\\ \\mathrm{K}$.",
        "Add 273 to the Celsius temperature.",
      ),
      question(
        "Can anything be colder than $0\\ \\mathrm{K}$?",
        allOf(["no", "not", "cannot", "can't", "nothing"]),
        "No: at absolute zero the particles already have the least possible energy.",
        "Right: there is no temperature below absolute zero.",
        "What does temperature measure about the particles?",
      ),
      question(
        "A gas is heated from $100\\ \\mathrm{K}$ to $200\\ \\mathrm{K}$. By what factor does the average kinetic energy of its molecules change?",
        someOf(1, ["2", "double", "twice"]),
        "It doubles: average kinetic energy is proportional to the absolute temperature.",
        "Right: twice the kelvin temperature, twice the average kinetic energy.",
        "The average kinetic energy is proportional to $T$ in kelvin.",
      ),
    ],
    misconceptions: [
      misconception(
        "celsius-doubling",
        "Going from $10\\ \\mathrm{^\\circ C}$ to $20\\ \\mathrm{^\\circ C}$ makes a gas twice as hot.",
        {
          prompt:
            "Warming air from $10\\ \\mathrm{^\\circ C}$ to $20\\ \\mathrm{^\\circ C}$: does the average energy of its molecules double?",
          check: allOf(["no", "not"]),
        },
        [["yes", "double", "twice"]],
        "Only the kelvin scale starts at the true zero. In kelvin the air goes from $283\\ \\mathrm{K}$ to $293\\ \\mathrm{K}$, an increase of about 3.5 %, not a doubling.",
      ),
    ],
    realWorld: [
      "Physicists have cooled atoms to within a billionth of a kelvin of absolute zero, where they form new states of matter.",
      "Deep space is about $2.7\\ \\mathrm{K}$, warmed only by the afterglow of the Big Bang.",
    ],
    challenge: question(
      "Liquid nitrogen boils at $77\\ \\mathrm{K}$. What is that in degrees Celsius?",
      numeric(-196, "degC", 0.01),
      "$77 - 273 = -196\\ \\mathrm{^\\circ C}$.",
      "Right: about $-196\\ \\mathrm{^\\circ C}$.",
      "Subtract 273 from the kelvin temperature.",
    ),
  },
  {
    id: "phase-changes.evaporative-cooling",
    subtopic: "phase-changes",
    title: "Evaporation and cooling",
    keywords: [
      "evaporation",
      "evaporate",
      "sweat",
      "sweating",
      "why do we sweat",
      "cool down",
      "wet skin feels cold",
      "evaporative cooling",
      "puddle dries",
      "humidity",
    ],
    keyIdeas: [
      "Evaporation happens at any temperature: the fastest molecules at the surface escape into the air.",
      "Because the most energetic molecules leave, the liquid left behind is cooler, and it takes heat from whatever it touches.",
      "Evaporation is faster when the air is dry, warm or moving, and slower in humid air.",
    ],
    intuition:
      "Imagine the fastest runners leaving a race: the average speed of those still running drops. When the fastest water molecules escape, the average energy of those left drops too.",
    questions: [
      question(
        "Why do you feel cold when you step out of a swimming pool, even on a warm day?",
        allOf(["evaporat"], ["heat", "energy", "cool"]),
        "The water on your skin evaporates, and the energy to evaporate it comes from your skin as heat.",
        "Right: evaporation takes heat from your body.",
        "What does the water on your skin do in the air, and where does it get the energy?",
      ),
      question(
        "Does sweat cool you better on a dry day or a humid day?",
        someOf(1, ["dry"]),
        "On a dry day: sweat evaporates faster when the air holds little water vapour.",
        "Yes: humid air slows evaporation, which is why muggy days feel so hot.",
        "When is evaporation faster?",
      ),
      question(
        "Does water need to reach $100\\ \\mathrm{^\\circ C}$ to evaporate?",
        allOf(["no", "not", "any temperature"]),
        "No: evaporation happens at any temperature; boiling at $100\\ \\mathrm{^\\circ C}$ is evaporation throughout the liquid.",
        "Right: puddles dry up on cool days.",
        "Do puddles dry on a cool day?",
      ),
    ],
    misconceptions: [
      misconception(
        "evaporation-only-at-boiling",
        "Water only turns into vapour when it boils.",
        {
          prompt: "How can a puddle disappear on a day when the air is only $15\\ \\mathrm{^\\circ C}$?",
          check: allOf(["evaporat"]),
        },
        [["boil"]],
        "The puddle evaporates: at any temperature some surface molecules are fast enough to escape into the air. Boiling is only the special case where vapour bubbles form throughout the liquid.",
      ),
    ],
    realWorld: [
      "Clay water jars keep water cool because a little water seeps through and evaporates from the outside.",
      "Refrigerators use the same idea: a fluid evaporates inside the cooling coils and takes heat from the food.",
    ],
    challenge: question(
      "Evaporating $1\\ \\mathrm{g}$ of sweat takes about $2400\\ \\mathrm{J}$. How much heat leaves the body when $50\\ \\mathrm{g}$ evaporates?",
      numeric(120000, "J"),
      "$50 \\times 2400 = 1.2 \\times 10^5\\ \\mathrm{J}$.",
      "Correct: $1.2 \\times 10^5\\ \\mathrm{J}$.",
      "Multiply the mass by the heat per gram.",
    ),
  },
  {
    id: "laws-of-thermodynamics.refrigerators",
    subtopic: "laws-of-thermodynamics",
    title: "Refrigerators and heat pumps",
    keywords: [
      "refrigerator",
      "fridge",
      "freezer",
      "air conditioner",
      "heat pump",
      "open fridge door",
      "cool the room",
      "heat flows from cold to hot",
      "coefficient of performance",
    ],
    keyIdeas: [
      "Heat flows by itself only from hot to cold. A refrigerator uses work to move heat the other way, out of the cold inside and into the warmer kitchen.",
      "By energy conservation the heat released at the back equals the heat removed from inside plus the work done: $Q_h = Q_c + W$.",
      "A heat pump is a refrigerator used the other way round: it moves heat from the cold outdoors into a house.",
    ],
    intuition:
      "A refrigerator is a heat bucket brigade: it scoops heat out of the cold box and dumps it out of the coils at the back, and pumping water uphill costs effort.",
    questions: [
      question(
        "Can you cool a closed kitchen by leaving the refrigerator door open?",
        allOf(["no", "not", "warm", "hotter"]),
        "No: the heat removed from the front is released at the back, plus the work of the motor, so the kitchen slowly warms.",
        "Right: the kitchen gets warmer, by the work the motor does.",
        "Where does the heat taken from inside the fridge go?",
      ),
      question(
        "A refrigerator removes $300\\ \\mathrm{J}$ from its inside while its motor does $100\\ \\mathrm{J}$ of work. How much heat does it release into the kitchen?",
        numeric(400, "J"),
        "$Q_h = Q_c + W = 300 + 100 = 400\\ \\mathrm{J}$.",
        "Correct: $400\\ \\mathrm{J}$.",
        "Energy is conserved: add the heat taken in and the work done.",
      ),
      question(
        "Why does a refrigerator need a power supply at all?",
        allOf(["cold to hot", "uphill", "against", "not spontaneous", "work", "second law"]),
        "Heat does not flow from cold to hot by itself (the second law); work must be done to move it that way.",
        "Right: moving heat 'uphill' costs work.",
        "Which way does heat flow on its own?",
      ),
    ],
    misconceptions: [
      misconception(
        "fridge-makes-cold",
        "A refrigerator makes cold and puts it into the food.",
        {
          prompt: "Does a refrigerator add cold to the food, or do something else?",
          check: allOf(["remov", "takes", "moves", "pumps", "extract"], ["heat"]),
        },
        [["adds cold", "makes cold", "puts cold", "cold in"]],
        "There is no 'cold' to add: cold is just less heat. A refrigerator removes heat from the food and releases it, together with the motor's work, at the back.",
      ),
    ],
    realWorld: [
      "Heat pumps can deliver three or four joules of heat into a house for each joule of electricity, because most of the heat is moved, not made.",
      "The coils at the back of a fridge feel warm: that is the heat taken out of the food.",
    ],
    challenge: question(
      "A heat pump delivers $4000\\ \\mathrm{J}$ into a house using $1000\\ \\mathrm{J}$ of electrical work. How much heat does it take from outdoors?",
      numeric(3000, "J"),
      "$Q_c = Q_h - W = 4000 - 1000 = 3000\\ \\mathrm{J}$.",
      "Right: $3000\\ \\mathrm{J}$ from the cold outdoors.",
      "Use $Q_h = Q_c + W$.",
    ),
  },
  {
    id: "gas-laws.pressure-and-temperature",
    subtopic: "gas-laws",
    title: "Gas pressure, temperature and volume in everyday life",
    keywords: [
      "balloon shrinks in the cold",
      "balloon in the freezer",
      "tyre pressure",
      "tire pressure",
      "aerosol can",
      "why does a balloon",
      "air pressure",
      "gas pressure",
      "crushed can",
      "bag of chips on a plane",
    ],
    keyIdeas: [
      "Gas pressure comes from molecules hitting the walls; faster molecules (higher temperature) hit harder and more often.",
      "At constant volume, pressure is proportional to kelvin temperature; at constant pressure, volume is.",
      "When outside pressure drops (on a mountain or a plane), a sealed bag of gas swells.",
    ],
    intuition:
      "A balloon is held up from inside by a hail of molecules. Chill it and the hail slows, so the outside air squeezes it smaller.",
    questions: [
      question(
        "A balloon is put in a freezer. What happens to its size, and why?",
        allOf(["shrink", "smaller", "decreas"], ["slow", "temperature", "cold", "less energy", "pressure"]),
        "It shrinks: the cold molecules move more slowly, so at the same outside pressure the gas takes up less volume.",
        "Right: lower temperature, smaller volume at the same pressure.",
        "How does the speed of the gas molecules change when cooled?",
      ),
      question(
        "A sealed can of gas at $300\\ \\mathrm{K}$ and $100\\ \\mathrm{kPa}$ is heated to $600\\ \\mathrm{K}$. What is the new pressure?",
        numeric(200, "kPa"),
        "At constant volume $p \\propto T$: doubling the kelvin temperature doubles the pressure, $200\\ \\mathrm{kPa}$.",
        "Correct: $200\\ \\mathrm{kPa}$.",
        "Pressure is proportional to kelvin temperature at constant volume.",
      ),
      question(
        "Why does a sealed bag of crisps puff up on an aeroplane?",
        allOf(["pressure"], ["lower", "less", "drops", "decreas"]),
        "The cabin pressure is lower than on the ground, so the gas inside pushes the bag outward.",
        "Right: lower outside pressure, bigger bag.",
        "What happens to the cabin pressure at altitude?",
      ),
    ],
    misconceptions: [
      misconception(
        "celsius-proportional",
        "Gas pressure is proportional to the temperature in degrees Celsius.",
        {
          prompt:
            "A sealed jar of air is warmed from $10\\ \\mathrm{^\\circ C}$ to $20\\ \\mathrm{^\\circ C}$. Does its pressure double?",
          check: allOf(["no", "not"]),
        },
        [["yes", "double", "twice"]],
        "Only kelvin temperatures work in the gas laws. $283\\ \\mathrm{K}$ to $293\\ \\mathrm{K}$ raises the pressure by about 3.5 %.",
      ),
    ],
    realWorld: [
      "Drivers check tyre pressure when the tyres are cold, because driving warms the air and raises the pressure.",
      "A heated can may explode: never throw aerosols on a fire.",
    ],
    challenge: question(
      "A tyre holds air at $250\\ \\mathrm{kPa}$ and $280\\ \\mathrm{K}$. After driving the air is at $308\\ \\mathrm{K}$. What is the new pressure, if the volume stays the same?",
      numeric(275, "kPa", 0.02),
      "$p_2 = p_1 T_2/T_1 = 250 \\times 308/280 = 275\\ \\mathrm{kPa}$.",
      "Correct: $275\\ \\mathrm{kPa}$.",
      "Use $p_1/T_1 = p_2/T_2$ with kelvin temperatures.",
    ),
  },
  {
    id: "entropy.arrow-of-time",
    subtopic: "entropy",
    title: "Entropy and the arrow of time",
    keywords: [
      "arrow of time",
      "why does time go forward",
      "disorder",
      "messy room",
      "entropy always increases",
      "unmix",
      "heat death",
      "can entropy decrease",
    ],
    keyIdeas: [
      "Entropy counts how many microscopic arrangements match what we see; mixed, spread-out states have vastly more arrangements.",
      "Left alone, an isolated system drifts toward its most probable states, so its total entropy grows: this is the second law and it gives time a direction.",
      "Entropy can fall in one place (a freezer making ice, a living cell) only if it rises by more somewhere else.",
    ],
    intuition:
      "Shuffle a new deck of cards and it becomes jumbled; keep shuffling and it never returns to order. Not forbidden, just overwhelmingly unlikely.",
    questions: [
      question(
        "A drop of ink spreads through a glass of water. Why does it never gather back into a drop?",
        allOf(["more ways", "arrangements", "probab", "unlikely", "entropy", "microstates"]),
        "Spread-out arrangements vastly outnumber gathered ones, so gathering back is overwhelmingly unlikely: entropy increases.",
        "Right: it is a matter of overwhelming odds.",
        "Count the arrangements: spread out or gathered, which are more numerous?",
      ),
      question(
        "Water freezes into ordered ice in a freezer. Does this break the second law?",
        allOf(["no", "not"]),
        "No: the freezer releases heat into the kitchen, raising the entropy there by more than the water loses.",
        "Right: the total entropy still rises.",
        "What happens to the entropy of the kitchen, where the freezer dumps its heat?",
      ),
      question(
        "In an isolated system, can the total entropy go down?",
        allOf(["no", "not", "never", "cannot"]),
        "No: in an isolated system the total entropy stays the same or increases.",
        "Correct.",
        "What does the second law say about isolated systems?",
      ),
    ],
    misconceptions: [
      misconception(
        "entropy-never-decreases-anywhere",
        "Entropy can never decrease anywhere, so living things and ice cubes break the second law.",
        {
          prompt: "Can the entropy of one part of a system decrease?",
          check: allOf(["yes", "can"]),
        },
        [["no", "never", "cannot", "can't"]],
        "Entropy can fall locally (a growing plant, an ice cube) as long as the entropy of the surroundings rises by more. The second law is about the total of an isolated system.",
      ),
    ],
    realWorld: [
      "Living things keep their ordered structure by taking in energy and releasing heat and waste, increasing the entropy around them.",
      "Memory and recorded history point the same way as entropy increase, which is one reason we remember the past and not the future.",
    ],
    challenge: question(
      "$1000\\ \\mathrm{J}$ of heat flows from a body at $500\\ \\mathrm{K}$ to one at $250\\ \\mathrm{K}$. What is the total entropy change?",
      numeric(2, "J/K"),
      "$\\Delta S = -1000/500 + 1000/250 = -2 + 4 = 2\\ \\mathrm{J/K}$.",
      "Right: $+2\\ \\mathrm{J/K}$, positive as the second law requires.",
      "Add $-Q/T_{hot}$ and $+Q/T_{cold}$.",
    ),
  },
];
