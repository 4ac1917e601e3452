/**
 * Concepts of thermodynamics: heat and temperature, the laws, heat transfer, gases, phase changes, entropy.
 */
import {
  allOf,
  type Concept,
  DOUBLES_PHRASES,
  NEGATIVE_PHRASES,
  numeric,
  SAME_PHRASES,
  UNCHANGED_PHRASES,
} from "./concept";

export const THERMODYNAMICS_CONCEPTS: Concept[] = [
  {
    id: "heat-temperature.heat-versus-temperature",
    subtopic: "heat-temperature",
    title: "Heat versus temperature",
    keywords: [
      "heat",
      "temperature",
      "thermal energy",
      "hot",
      "cold",
      "thermal equilibrium",
      "kelvin",
      "celsius",
      "thermometer",
    ],
    keyIdeas: [
      "Temperature measures the average kinetic energy of the particles' random motion; heat is energy transferred because of a temperature difference.",
      "Heat flows by itself from hotter to colder until the temperatures are equal: thermal equilibrium.",
      "Thermal energy depends on the amount of material as well as on temperature: a bath of warm water holds far more than a red-hot spark. Kelvin: $T(\\mathrm{K}) = T(^\\circ\\mathrm{C}) + 273.15$.",
    ],
    intuition:
      "Temperature is like the water level in a tank and thermal energy like the amount of water. A wide tank at a low level can hold more than a thimble filled to the brim, and water flows from high level to low, not from more water to less.",
    questions: [
      {
        prompt:
          "A sparkler's sparks are at about $1000^\\circ\\mathrm{C}$, yet they barely sting your hand; a cup of $80^\\circ\\mathrm{C}$ tea spilled on you burns. Which has more thermal energy to give you?",
        check: allOf(["tea", "cup"]),
        answer:
          "The tea: it has a vastly larger mass, so it holds far more thermal energy despite its lower temperature.",
        followUp:
          "Right: each spark is so tiny that it holds almost no thermal energy. How much energy is transferred depends on mass and material, not on temperature alone.",
        hint: "Think about how much material is at each temperature.",
      },
      {
        prompt: "Convert $25^\\circ\\mathrm{C}$ to kelvin.",
        check: numeric(298.15, "K", 0.002),
        answer: "$25 + 273.15 = 298.15\\ \\mathrm{K}$ (about $298\\ \\mathrm{K}$).",
        followUp:
          "Correct: about $298\\ \\mathrm{K}$. A kelvin and a Celsius degree are the same size; only the zero differs.",
        hint: "Add $273.15$ to the Celsius temperature.",
      },
      {
        prompt:
          "A metal spoon and a wooden spoon have lain in the same drawer all night. Which one is at the higher temperature?",
        check: allOf(SAME_PHRASES),
        answer:
          "Neither: after a night together they are in thermal equilibrium with the drawer, at the same temperature.",
        followUp:
          "Exactly: they have reached thermal equilibrium, so they share one temperature, even though the metal one feels colder to touch.",
        hint: "What happens to the temperatures of objects left in contact for a long time?",
      },
    ],
    misconceptions: [
      {
        id: "cold-flows",
        belief: "Cold flows from a cold object into a warm one.",
        diagnostic: {
          prompt:
            "You hold an ice cube and your hand gets cold. What actually flows, and in which direction?",
          check: allOf(["heat", "energy", "thermal"], ["ice", "cube"]),
        },
        pattern: [["cold", "coldness", "chill"]],
        correction:
          "There is no such thing as flowing 'cold'. Heat, which is energy, flows from your warm hand into the ice; your hand feels cold because it is losing energy.",
      },
    ],
    realWorld: [
      "A fever thermometer needs a minute under the tongue because it must reach thermal equilibrium with you before it reads your temperature.",
      "You can touch aluminium foil straight out of a $200^\\circ\\mathrm{C}$ oven almost at once: the thin foil holds very little thermal energy.",
    ],
    challenge: {
      prompt:
        "Equal masses of water at $20^\\circ\\mathrm{C}$ and $60^\\circ\\mathrm{C}$ are mixed in an insulated flask. What is the final temperature in degrees Celsius?",
      check: allOf(["40"]),
      answer:
        "$40^\\circ\\mathrm{C}$: the heat lost by the hot water equals the heat gained by the cold, and the masses are equal.",
      followUp:
        "Yes, $40^\\circ\\mathrm{C}$, halfway, because equal masses of the same substance change by equal amounts.",
      hint: "Heat lost by the hot water equals heat gained by the cold water; with equal masses, each changes by the same number of degrees.",
    },
  },
  {
    id: "heat-temperature.specific-heat",
    subtopic: "heat-temperature",
    title: "Specific heat capacity",
    keywords: [
      "specific heat",
      "heat capacity",
      "q = mc delta t",
      "mcat",
      "warming up",
      "heating water",
      "calorimetry",
      "mixing",
    ],
    keyIdeas: [
      "The heat needed to change an object's temperature is $Q = mc\\Delta T$, where $c$ is the specific heat capacity of its material.",
      "Water's specific heat, about $4200\\ \\mathrm{J/(kg\\,K)}$, is unusually large, so water warms and cools slowly.",
      "A change of $1\\ \\mathrm{K}$ is the same as a change of $1^\\circ\\mathrm{C}$, so $\\Delta T$ can be in either.",
    ],
    calculusIdea: "When $c$ depends on temperature, the heat is $Q = \\int_{T_1}^{T_2} m\\,c(T)\\,dT$.",
    intuition:
      "At the beach at noon the sand burns your feet while the sea is still cool. Both get the same sunshine, but each kilogram of water needs about five times more energy than sand to warm by one degree.",
    questions: [
      {
        prompt:
          "How much heat is needed to warm $2.0\\ \\mathrm{kg}$ of water by $10\\ \\mathrm{K}$? (Use $c = 4200\\ \\mathrm{J/(kg\\,K)}$.)",
        check: numeric(84000, "J"),
        answer: "$Q = mc\\Delta T = 2.0 \\times 4200 \\times 10 = 84\\,000\\ \\mathrm{J}$.",
        followUp: "Correct: $84\\ \\mathrm{kJ}$.",
        hint: "Use $Q = mc\\Delta T$.",
      },
      {
        prompt:
          "A $0.50\\ \\mathrm{kg}$ aluminium block ($c = 900\\ \\mathrm{J/(kg\\,K)}$) absorbs $9000\\ \\mathrm{J}$. By how many degrees does its temperature rise?",
        check: allOf(["20"]),
        answer:
          "$\\Delta T = Q/(mc) = 9000/(0.50 \\times 900) = 20\\ \\mathrm{K}$, that is $20^\\circ\\mathrm{C}$.",
        followUp: "Right: a rise of $20\\ \\mathrm{K}$ (or $20^\\circ\\mathrm{C}$).",
        hint: "Rearrange $Q = mc\\Delta T$ for $\\Delta T$.",
      },
      {
        prompt:
          "Why do coastal cities have milder winters and cooler summers than inland cities at the same latitude?",
        check: allOf(["specific heat", "heat capacity", "capacity", "stores", "slowly", "slow"]),
        answer:
          "The sea's high specific heat makes it warm and cool slowly, moderating the air above the coast.",
        followUp:
          "Exactly: the ocean stores huge amounts of energy per degree, so it changes temperature slowly and evens out the seasons nearby.",
        hint: "Compare how quickly water and land change temperature.",
      },
    ],
    misconceptions: [
      {
        id: "same-heat-same-rise",
        belief: "The same heat gives every object the same temperature rise.",
        diagnostic: {
          prompt:
            "Equal $1\\ \\mathrm{kg}$ masses of water and iron ($c \\approx 450\\ \\mathrm{J/(kg\\,K)}$) each absorb the same amount of heat. Which one warms up more?",
          check: allOf(["iron"]),
        },
        pattern: [[...SAME_PHRASES, "water"]],
        correction:
          "The temperature rise is $\\Delta T = Q/(mc)$. Iron's specific heat is about a ninth of water's, so the same heat warms the iron about nine times as much.",
      },
    ],
    realWorld: [
      "Car engines are cooled with water-based coolant because its high specific heat carries away a lot of energy per degree.",
      "Hot-water bottles are filled with water because it stores more energy per kilogram and degree than almost any other common material.",
    ],
    challenge: {
      prompt:
        "A $0.20\\ \\mathrm{kg}$ piece of metal at $100^\\circ\\mathrm{C}$ is dropped into $0.50\\ \\mathrm{kg}$ of water at $20^\\circ\\mathrm{C}$, and both settle at $23^\\circ\\mathrm{C}$. What is the metal's specific heat? ($c_{water} = 4200\\ \\mathrm{J/(kg\\,K)}$)",
      check: numeric(409, "J/kg/K", 0.03),
      answer:
        "The water gains $0.50 \\times 4200 \\times 3 = 6300\\ \\mathrm{J}$; so $c = 6300 / (0.20 \\times 77) \\approx 410\\ \\mathrm{J/(kg\\,K)}$.",
      followUp: "Correct: about $410\\ \\mathrm{J/(kg\\,K)}$, close to that of copper or brass.",
      hint: "Heat lost by the metal equals heat gained by the water; the metal cools by $77\\ \\mathrm{K}$.",
    },
  },
  {
    id: "laws-of-thermodynamics.first-law",
    subtopic: "laws-of-thermodynamics",
    title: "The first law of thermodynamics",
    keywords: [
      "first law",
      "internal energy",
      "delta u = q - w",
      "heat and work",
      "adiabatic",
      "isothermal",
      "energy conservation",
      "compress",
      "expand",
    ],
    keyIdeas: [
      "The first law is energy conservation for thermal systems: $\\Delta U = Q - W$, with $Q$ the heat added to the system and $W$ the work done by the system.",
      "The internal energy of an ideal gas depends only on its temperature, so in an isothermal process $\\Delta U = 0$ and $Q = W$.",
      "In an adiabatic process ($Q = 0$) a gas that expands does work and cools; a gas that is compressed warms up.",
    ],
    calculusIdea:
      "The work done by a gas is $W = \\int P\\,dV$, the area under its path on a $P$–$V$ diagram.",
    intuition:
      "Internal energy is a bank balance: heat in is a deposit, work done by the gas is a withdrawal. A bicycle pump gets warm because you do work on the air, a deposit made without any heat.",
    questions: [
      {
        prompt:
          "A gas absorbs $500\\ \\mathrm{J}$ of heat and does $200\\ \\mathrm{J}$ of work on its surroundings. What is the change in its internal energy?",
        check: numeric(300, "J"),
        answer: "$\\Delta U = Q - W = 500 - 200 = 300\\ \\mathrm{J}$.",
        followUp:
          "Right: $+300\\ \\mathrm{J}$. Of the $500\\ \\mathrm{J}$ deposited, $200\\ \\mathrm{J}$ left again as work.",
        hint: "Use $\\Delta U = Q - W$, with $W$ the work done by the gas.",
      },
      {
        prompt:
          "A gas is compressed so quickly that no heat escapes ($Q = 0$). Does its temperature rise, fall or stay the same?",
        check: allOf(["rise", "increase", "up", "hotter", "warm", "higher"]),
        answer: "It rises: work is done on the gas and, with no heat leaving, its internal energy increases.",
        followUp:
          "Correct: the work done on the gas has nowhere to go but into internal energy, so it heats up.",
        hint: "Work is done on the gas and no heat leaves. What happens to its internal energy?",
      },
      {
        prompt:
          "An ideal gas expands slowly at constant temperature and does $150\\ \\mathrm{J}$ of work. How much heat did it absorb?",
        check: numeric(150, "J"),
        answer: "Constant temperature means $\\Delta U = 0$, so $Q = W = 150\\ \\mathrm{J}$.",
        followUp:
          "Exactly: $150\\ \\mathrm{J}$. At constant temperature every joule of heat leaves again as work.",
        hint: "What is $\\Delta U$ for an ideal gas whose temperature does not change?",
      },
    ],
    misconceptions: [
      {
        id: "temperature-rises-only-by-heat",
        belief: "An object's temperature can only rise if heat flows into it.",
        diagnostic: {
          prompt:
            "Rubbing your hands together warms them even though nothing hotter touches them. Where does the extra internal energy come from?",
          check: allOf(["work", "friction", "rubbing", "mechanical", "motion", "kinetic"]),
        },
        pattern: [["heat flows", "heat goes", "heat from", "heat is added", "hotter"]],
        correction:
          "Internal energy can rise through work as well as heat: $\\Delta U = Q - W$. Rubbing does work against friction, which turns into internal energy without any heat flowing in.",
      },
    ],
    realWorld: [
      "Diesel engines have no spark plugs: squeezing the air quickly heats it above the fuel's ignition temperature.",
      "Rising air expands as the pressure falls and, exchanging little heat, cools by about $10^\\circ\\mathrm{C}$ per kilometre: the expanding air does work at the expense of its internal energy, which is why clouds form and mountain tops are cold.",
    ],
    challenge: {
      prompt:
        "A gas at a constant pressure of $2.0 \\times 10^5\\ \\mathrm{Pa}$ expands from $0.010\\ \\mathrm{m^3}$ to $0.015\\ \\mathrm{m^3}$ while absorbing $2500\\ \\mathrm{J}$ of heat. What is the change in its internal energy?",
      check: numeric(1500, "J"),
      answer:
        "$W = P\\Delta V = 2.0 \\times 10^5 \\times 0.005 = 1000\\ \\mathrm{J}$, so $\\Delta U = 2500 - 1000 = 1500\\ \\mathrm{J}$.",
      followUp: "Correct: $1500\\ \\mathrm{J}$. At constant pressure the work is simply $P\\Delta V$.",
      hint: "First find the work done by the gas, $P\\Delta V$.",
    },
  },
  {
    id: "laws-of-thermodynamics.heat-engines",
    subtopic: "laws-of-thermodynamics",
    title: "The second law and heat engines",
    keywords: [
      "second law",
      "heat engine",
      "efficiency",
      "carnot",
      "hot reservoir",
      "cold reservoir",
      "engine efficiency",
    ],
    keyIdeas: [
      "Heat flows by itself only from hot to cold; moving heat the other way takes work, which is what a refrigerator does.",
      "No heat engine can turn heat completely into work: some must be rejected to a colder reservoir. Efficiency is $e = W/Q_h = 1 - Q_c/Q_h$.",
      "The best possible (Carnot) efficiency between absolute temperatures $T_h$ and $T_c$ is $e = 1 - T_c/T_h$.",
    ],
    intuition:
      "Heat is like water at the top of a waterfall: a water wheel runs only while water falls to a lower level, and water already at the bottom is no use. An engine runs on a temperature drop, not on heat alone.",
    questions: [
      {
        prompt:
          "An engine takes in $1000\\ \\mathrm{J}$ of heat and does $250\\ \\mathrm{J}$ of work per cycle. What is its efficiency?",
        check: allOf(["25", "0.25", "quarter", "1/4"]),
        answer: "$e = W/Q_h = 250/1000 = 0.25$, or $25\\,\\%$.",
        followUp: "Right: $25\\,\\%$.",
        hint: "Efficiency is useful work out divided by heat in.",
      },
      {
        prompt: "How much heat does that engine reject to its cold reservoir each cycle?",
        check: numeric(750, "J"),
        answer: "$Q_c = Q_h - W = 1000 - 250 = 750\\ \\mathrm{J}$.",
        followUp:
          "Correct: $750\\ \\mathrm{J}$ goes out as waste heat; energy is conserved, $Q_h = W + Q_c$.",
        hint: "Energy in equals energy out: $Q_h = W + Q_c$.",
      },
      {
        prompt:
          "What is the greatest possible efficiency of an engine working between reservoirs at $500\\ \\mathrm{K}$ and $300\\ \\mathrm{K}$?",
        check: allOf(["40", "0.4", "0.40", "2/5"]),
        answer: "$e = 1 - 300/500 = 0.40$, or $40\\,\\%$.",
        followUp:
          "Yes, $40\\,\\%$. Even a perfect engine between these temperatures must waste $60\\,\\%$ of its heat.",
        hint: "Use the Carnot efficiency $1 - T_c/T_h$ with kelvin temperatures.",
      },
    ],
    misconceptions: [
      {
        id: "frictionless-engine-perfect",
        belief: "An engine without friction could turn all its heat into work.",
        diagnostic: {
          prompt:
            "If engineers removed every trace of friction from a car engine, could it turn $100\\,\\%$ of the fuel's heat into work?",
          check: allOf(NEGATIVE_PHRASES),
        },
        pattern: [["yes", "could", "possible", "would"]],
        correction:
          "Friction is not the main limit. The second law requires every heat engine to reject some heat to a colder reservoir; even a perfect engine is limited to $1 - T_c/T_h$.",
      },
    ],
    realWorld: [
      "Thermal power stations reject more than half of their fuel's energy as heat, which is why they need cooling towers or a river.",
      "A refrigerator pumps heat out of its cold interior into your kitchen; you can feel the warm coils at the back.",
    ],
    challenge: {
      prompt:
        "A refrigerator removes $300\\ \\mathrm{J}$ of heat from its interior using $100\\ \\mathrm{J}$ of electrical work. How much heat does it release into the kitchen?",
      check: numeric(400, "J"),
      answer: "$Q_h = Q_c + W = 300 + 100 = 400\\ \\mathrm{J}$.",
      followUp:
        "Correct: $400\\ \\mathrm{J}$. A fridge with its door open therefore warms the kitchen rather than cooling it.",
      hint: "All the energy that goes in, both the heat taken from inside and the work, must come out as heat.",
    },
  },
  {
    id: "heat-transfer.conduction-convection-radiation",
    subtopic: "heat-transfer",
    title: "Conduction, convection and radiation",
    keywords: [
      "heat transfer",
      "conduction",
      "convection",
      "radiation",
      "insulation",
      "thermal conductivity",
      "conductor",
      "insulator",
      "why does metal feel cold",
    ],
    keyIdeas: [
      "Conduction passes energy through a material by particle collisions (and free electrons in metals); convection carries it with a moving fluid; radiation carries it as electromagnetic waves, even through a vacuum.",
      "The rate of conduction through a slab is $P = kA\\Delta T/d$: more area, a larger temperature difference or a thinner slab give a faster flow.",
      "Your skin senses the rate at which heat leaves it, not the temperature of what you touch.",
    ],
    calculusIdea: "Fourier's law states the conduction rate locally: $\\frac{dQ}{dt} = -kA\\frac{dT}{dx}$.",
    intuition:
      "Picture moving buckets of water: passing them hand to hand along a line (conduction), carrying one across the room yourself (convection), or throwing it across (radiation).",
    questions: [
      {
        prompt: "How does energy from the Sun reach the Earth across empty space?",
        check: allOf(["radiat", "electromagnetic", "light", "infrared"]),
        answer: "By radiation: electromagnetic waves need no medium.",
        followUp:
          "Right: radiation is the only one of the three that works in a vacuum, because it needs no material to carry it.",
        hint: "Conduction and convection both need matter. What is left?",
      },
      {
        prompt: "Why can one radiator near the floor warm a whole room?",
        check: allOf(["convect", "rises", "rising", "circulat", "current"]),
        answer:
          "Convection: warm air rises, cooler air sinks to replace it, and the current circulates through the room.",
        followUp: "Exactly: convection currents carry the warm air around the room.",
        hint: "What does warm air do, and what replaces it?",
      },
      {
        prompt:
          "If you double the thickness of a wall's insulation, what happens to the rate of heat loss by conduction?",
        check: allOf(["half", "halve", "0.5", "decreas"]),
        answer: "It halves: the rate is inversely proportional to the thickness.",
        followUp: "Correct: $P = kA\\Delta T/d$, so doubling $d$ halves the rate.",
        hint: "Where does the thickness $d$ appear in $P = kA\\Delta T/d$?",
      },
    ],
    misconceptions: [
      {
        id: "metal-is-colder",
        belief: "Metal objects are colder than wooden ones in the same room.",
        diagnostic: {
          prompt:
            "In a room at $20^\\circ\\mathrm{C}$ a metal railing feels colder than a wooden bench. Which of them is at the lower temperature?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["metal", "railing", "wood", "bench"]],
        correction:
          "Both are at $20^\\circ\\mathrm{C}$. Metal conducts heat away from your skin much faster than wood, so your hand cools faster and the metal feels colder: you sense heat flow, not temperature.",
      },
    ],
    realWorld: [
      "Double glazing traps a thin layer of gas between panes: gas conducts poorly and the narrow gap stops convection.",
      "A vacuum flask blocks all three routes: the vacuum stops conduction and convection, and silvered walls reflect radiation.",
    ],
    challenge: {
      prompt:
        "A window pane $1.0\\ \\mathrm{m^2}$ in area and $4.0\\ \\mathrm{mm}$ thick has surfaces at $20^\\circ\\mathrm{C}$ and $0^\\circ\\mathrm{C}$. With $k = 0.80\\ \\mathrm{W/(m\\,K)}$, what power is conducted through it?",
      check: numeric(4000, "W"),
      answer: "$P = kA\\Delta T/d = 0.80 \\times 1.0 \\times 20 / 0.004 = 4000\\ \\mathrm{W}$.",
      followUp:
        "Correct: $4\\ \\mathrm{kW}$, a lot. Real windows lose less because thin air layers on each side add insulation.",
      hint: "Use $P = kA\\Delta T/d$ with $d$ in metres.",
    },
  },
  {
    id: "heat-transfer.thermal-radiation",
    subtopic: "heat-transfer",
    title: "Thermal radiation",
    keywords: [
      "heat from the sun",
      "sun",
      "how heat travels",
      "thermal radiation",
      "blackbody",
      "black body",
      "stefan-boltzmann",
      "wien",
      "infrared",
      "emissivity",
      "glowing",
      "radiate heat",
    ],
    keyIdeas: [
      "Every object above absolute zero emits electromagnetic radiation; the power rises with the fourth power of absolute temperature: $P = \\varepsilon\\sigma A T^4$, with $\\sigma = 5.67 \\times 10^{-8}\\ \\mathrm{W/(m^2\\,K^4)}$.",
      "Hotter objects emit most strongly at shorter wavelengths (Wien's law, $\\lambda_{max} T \\approx 2.9 \\times 10^{-3}\\ \\mathrm{m\\,K}$): people glow in the infrared, the Sun peaks in visible light.",
      "Good absorbers are good emitters: a matte black surface both absorbs and radiates well, a shiny one does neither.",
    ],
    intuition:
      "Sit near a campfire: your face warms at once even though the air between you is cool. The warmth arrives as infrared light, travelling straight to you like sunshine.",
    questions: [
      {
        prompt:
          "If an object's absolute temperature doubles, by what factor does the power it radiates increase?",
        check: allOf(["16", "sixteen"]),
        answer: "Sixteen times: $P \\propto T^4$ and $2^4 = 16$.",
        followUp:
          "Right: $2^4 = 16$. The fourth power makes hot objects lose heat by radiation very quickly.",
        hint: "How does $P$ depend on $T$ in $P = \\varepsilon\\sigma A T^4$?",
      },
      {
        prompt: "Why can thermal cameras see people in complete darkness?",
        check: allOf(["infrared", "ir", "radiat", "emit", "heat radiation", "thermal radiation"]),
        answer: "People emit infrared radiation because of their temperature; the camera detects it.",
        followUp:
          "Exactly: at about $310\\ \\mathrm{K}$ your body emits strongly near $10\\ \\mu\\mathrm{m}$, in the infrared.",
        hint: "Does a warm body need light shining on it to be 'visible' at some wavelength?",
      },
      {
        prompt:
          "Two identical teapots full of hot tea, one matte black and one shiny silver, stand side by side. Which cools faster by radiation?",
        check: allOf(["black", "matte", "dark"]),
        answer: "The matte black one: good absorbers are also good emitters.",
        followUp: "Correct: the black pot radiates more. Shiny teapots keep tea warm longer.",
        hint: "A surface that absorbs radiation well also emits it well.",
      },
    ],
    misconceptions: [
      {
        id: "only-hot-objects-radiate",
        belief: "Only hot, glowing objects emit radiation.",
        diagnostic: {
          prompt: "Does an ice cube emit thermal radiation?",
          check: {
            ...allOf(["yes", "it does", "everything", "all objects", "above absolute zero", "emits"]),
            reject: ["not", "no", "doesn't", "only hot"],
          },
        },
        pattern: [["no", "not", "doesn't", "too cold", "only hot"]],
        correction:
          "Everything above absolute zero radiates. An ice cube at $273\\ \\mathrm{K}$ emits infrared, just less than warmer things; it cools you only because you radiate more to it than it does to you.",
      },
    ],
    realWorld: [
      "Foil emergency blankets are shiny so they reflect the body's infrared radiation back toward it.",
      "Astronomers read the surface temperatures of stars from their colours: red stars are around $3000\\ \\mathrm{K}$, blue-white ones above $10\\,000\\ \\mathrm{K}$.",
    ],
    challenge: {
      prompt:
        "The Sun's spectrum peaks near $500\\ \\mathrm{nm}$. Using Wien's law with $b = 2.9 \\times 10^{-3}\\ \\mathrm{m\\,K}$, estimate the Sun's surface temperature.",
      check: numeric(5800, "K", 0.04),
      answer:
        "$T = b/\\lambda_{max} = 2.9 \\times 10^{-3} / 500 \\times 10^{-9} \\approx 5800\\ \\mathrm{K}$.",
      followUp: "Right: about $5800\\ \\mathrm{K}$, close to the measured $5772\\ \\mathrm{K}$.",
      hint: "Rearrange $\\lambda_{max} T = b$ and convert nm to m.",
    },
  },
  {
    id: "gas-laws.ideal-gas-law",
    subtopic: "gas-laws",
    title: "The ideal gas law",
    keywords: [
      "ideal gas",
      "pv = nrt",
      "pv=nrt",
      "boyle",
      "charles",
      "gay-lussac",
      "pressure",
      "volume",
      "gas law",
      "moles",
    ],
    keyIdeas: [
      "An ideal gas obeys $PV = nRT$ ($R = 8.31\\ \\mathrm{J/(mol\\,K)}$), with $T$ always in kelvin.",
      "For a fixed amount of gas: at constant temperature $P \\propto 1/V$ (Boyle); at constant pressure $V \\propto T$ (Charles); at constant volume $P \\propto T$ (Gay-Lussac).",
      "Absolute temperature matters: warming from $10^\\circ\\mathrm{C}$ to $20^\\circ\\mathrm{C}$ is a rise from $283\\ \\mathrm{K}$ to $293\\ \\mathrm{K}$, only about $3.5\\,\\%$.",
    ],
    intuition:
      "Pressure is molecules drumming on the walls. Squeeze the same molecules into half the space and each patch of wall is hit twice as often; heat them and they hit harder and more often.",
    questions: [
      {
        prompt: "A gas at constant temperature is squeezed to half its volume. What happens to its pressure?",
        check: allOf(DOUBLES_PHRASES),
        answer: "It doubles: $PV$ stays constant.",
        followUp: "Right: Boyle's law, $P_1V_1 = P_2V_2$, so half the volume means twice the pressure.",
        hint: "At constant temperature, what stays constant: $P + V$, $PV$ or $P/V$?",
      },
      {
        prompt:
          "How many moles of ideal gas fill $0.0224\\ \\mathrm{m^3}$ at $1.01 \\times 10^5\\ \\mathrm{Pa}$ and $273\\ \\mathrm{K}$?",
        check: numeric(1, "mol", 0.03),
        answer:
          "$n = PV/(RT) = (1.01 \\times 10^5)(0.0224)/(8.31 \\times 273) \\approx 1.0\\ \\mathrm{mol}$.",
        followUp:
          "Correct: one mole. $22.4$ litres is the classic molar volume at $0^\\circ\\mathrm{C}$ and one atmosphere.",
        hint: "Rearrange $PV = nRT$ for $n$.",
      },
      {
        prompt:
          "A sealed rigid can of gas is heated from $27^\\circ\\mathrm{C}$ to $327^\\circ\\mathrm{C}$. By what factor does its pressure change?",
        check: allOf(DOUBLES_PHRASES),
        answer: "It doubles: $300\\ \\mathrm{K}$ to $600\\ \\mathrm{K}$ doubles the absolute temperature.",
        followUp: "Yes: $300\\ \\mathrm{K} \\to 600\\ \\mathrm{K}$, so the pressure doubles.",
        hint: "Convert both temperatures to kelvin first.",
      },
    ],
    misconceptions: [
      {
        id: "celsius-in-gas-law",
        belief: "Gas laws work with Celsius temperatures.",
        diagnostic: {
          prompt:
            "A gas at constant pressure is warmed from $10^\\circ\\mathrm{C}$ to $20^\\circ\\mathrm{C}$. Does its volume double?",
          check: allOf([...NEGATIVE_PHRASES, "slightly", "little", "3.5", "283", "293", "kelvin"]),
        },
        pattern: [["yes", "double", "twice", "12", "twelve"]],
        correction:
          "Gas laws need absolute temperature. $10^\\circ\\mathrm{C}$ to $20^\\circ\\mathrm{C}$ is $283\\ \\mathrm{K}$ to $293\\ \\mathrm{K}$, so the volume grows by only about $3.5\\,\\%$.",
      },
    ],
    realWorld: [
      "Tyre pressure rises after a long drive because the air inside warms at nearly constant volume; check tyres cold.",
      "A hot-air balloon rises because heating the air inside at atmospheric pressure lowers its density, $\\rho \\propto 1/T$.",
    ],
    challenge: {
      prompt:
        "A scuba tank holds $0.012\\ \\mathrm{m^3}$ of air at $2.0 \\times 10^7\\ \\mathrm{Pa}$. What volume would this air occupy at $1.0 \\times 10^5\\ \\mathrm{Pa}$ and the same temperature?",
      check: numeric(2.4, "m^3"),
      answer: "$V_2 = P_1V_1/P_2 = 2.0 \\times 10^7 \\times 0.012 / 1.0 \\times 10^5 = 2.4\\ \\mathrm{m^3}$.",
      followUp: "Correct: $2.4\\ \\mathrm{m^3}$, two hundred times the tank's volume.",
      hint: "Boyle's law: $P_1V_1 = P_2V_2$.",
    },
  },
  {
    id: "gas-laws.kinetic-theory",
    subtopic: "gas-laws",
    title: "Kinetic theory of gases",
    keywords: [
      "kinetic theory",
      "molecules",
      "molecular speed",
      "rms speed",
      "average kinetic energy",
      "3/2 kt",
      "gas particles",
      "temperature and speed",
    ],
    keyIdeas: [
      "In kinetic theory a gas is a huge number of tiny molecules in random motion; pressure comes from their collisions with the walls.",
      "The average translational kinetic energy per molecule is $\\tfrac32 kT$, with $k = 1.38 \\times 10^{-23}\\ \\mathrm{J/K}$: temperature measures molecular kinetic energy.",
      "At the same temperature lighter molecules move faster: $v_{rms} = \\sqrt{3kT/m}$.",
    ],
    intuition:
      "A gas is a swarm of fast, tiny billiard balls. Warming it is like shaking the table harder: every ball moves faster on average, and they hit the cushions harder and more often.",
    questions: [
      {
        prompt:
          "If the absolute temperature of a gas doubles, what happens to the average kinetic energy of its molecules?",
        check: allOf(DOUBLES_PHRASES),
        answer: "It doubles: average kinetic energy is proportional to absolute temperature.",
        followUp: "Right: $\\tfrac32 kT$ doubles. The average speed rises by only $\\sqrt2$, though.",
        hint: "Look at $\\overline{KE} = \\tfrac32 kT$.",
      },
      {
        prompt: "Helium and nitrogen are at the same temperature. Whose molecules move faster on average?",
        check: allOf(["helium", "he"]),
        answer: "Helium's: same average kinetic energy, smaller mass, so higher speed.",
        followUp: "Correct: both have the same $\\tfrac32 kT$, so the lighter helium atoms must move faster.",
        hint: "Same temperature means the same average kinetic energy. Which is lighter?",
      },
      {
        prompt:
          "What is the average translational kinetic energy of a gas molecule at $300\\ \\mathrm{K}$? ($k = 1.38 \\times 10^{-23}\\ \\mathrm{J/K}$)",
        check: numeric(6.21e-21, "J", 0.03),
        answer:
          "$\\tfrac32 kT = 1.5 \\times 1.38 \\times 10^{-23} \\times 300 \\approx 6.2 \\times 10^{-21}\\ \\mathrm{J}$.",
        followUp:
          "Correct: about $6.2 \\times 10^{-21}\\ \\mathrm{J}$, tiny per molecule, huge for a mole of them.",
        hint: "Use $\\tfrac32 kT$.",
      },
    ],
    misconceptions: [
      {
        id: "molecules-expand-when-heated",
        belief: "Gas molecules get bigger when the gas is heated.",
        diagnostic: {
          prompt: "When a gas is heated and expands, what happens to the size of its individual molecules?",
          check: allOf([...UNCHANGED_PHRASES, "faster", "nothing"]),
        },
        pattern: [["bigger", "expand", "grow", "larger", "swell"]],
        correction:
          "The molecules stay the same size; they move faster. Faster molecules push harder on the walls, so the gas expands if it can, and the spaces between molecules grow.",
      },
    ],
    realWorld: [
      "Earth has lost almost all its hydrogen and helium to space: at a given temperature these light molecules move fastest and some exceed escape speed.",
      "Uranium enrichment by gaseous diffusion relied on the slightly higher speed of molecules containing the lighter uranium-235.",
    ],
    challenge: {
      prompt:
        "By what factor is the rms speed of hydrogen molecules ($2\\ \\mathrm{u}$) larger than that of oxygen molecules ($32\\ \\mathrm{u}$) at the same temperature?",
      check: allOf(["4", "four"]),
      answer: "$v_{rms} \\propto 1/\\sqrt{m}$, and $\\sqrt{32/2} = 4$.",
      followUp: "Right: four times faster, since the mass ratio is $16$ and speed goes as $1/\\sqrt m$.",
      hint: "Equal kinetic energies: $\\tfrac12 m_1 v_1^2 = \\tfrac12 m_2 v_2^2$.",
    },
  },
  {
    id: "phase-changes.latent-heat",
    subtopic: "phase-changes",
    title: "Latent heat",
    keywords: [
      "latent heat",
      "melting",
      "freezing",
      "boiling",
      "condensation",
      "phase change",
      "change of state",
      "heat of fusion",
      "heat of vaporization",
      "ice",
      "steam",
    ],
    keyIdeas: [
      "During a phase change such as melting or boiling, a pure substance absorbs or releases heat at constant temperature; the energy breaks or forms bonds between molecules instead of speeding them up.",
      "The heat needed is $Q = mL$, with $L$ the latent heat. For water $L_f \\approx 3.34 \\times 10^5\\ \\mathrm{J/kg}$ (melting) and $L_v \\approx 2.26 \\times 10^6\\ \\mathrm{J/kg}$ (boiling).",
      "Freezing and condensing release exactly the energy that melting and boiling absorb.",
    ],
    intuition:
      "Ice in a drink is an energy sponge: it soaks up heat while staying at $0^\\circ\\mathrm{C}$ until every bit has melted, which is why the drink stays cold for so long.",
    questions: [
      {
        prompt:
          "Ice at $0^\\circ\\mathrm{C}$ is heated steadily. While it is melting, what happens to its temperature?",
        check: allOf([...UNCHANGED_PHRASES, "0", "zero"]),
        answer: "It stays at $0^\\circ\\mathrm{C}$ until all the ice has melted.",
        followUp:
          "Right: the temperature stays at $0^\\circ\\mathrm{C}$. All the heat goes into breaking the bonds that hold the crystal together.",
        hint: "Where does the energy go during melting?",
      },
      {
        prompt:
          "How much heat is needed to melt $0.50\\ \\mathrm{kg}$ of ice at $0^\\circ\\mathrm{C}$? ($L_f = 3.34 \\times 10^5\\ \\mathrm{J/kg}$)",
        check: numeric(167000, "J", 0.03),
        answer: "$Q = mL_f = 0.50 \\times 3.34 \\times 10^5 = 1.67 \\times 10^5\\ \\mathrm{J}$.",
        followUp:
          "Correct: $167\\ \\mathrm{kJ}$, enough to warm that water from $0$ to about $80^\\circ\\mathrm{C}$.",
        hint: "Use $Q = mL$.",
      },
      {
        prompt:
          "Why does steam at $100^\\circ\\mathrm{C}$ cause worse burns than water at $100^\\circ\\mathrm{C}$?",
        check: allOf(["latent", "condens", "releases", "extra energy", "more energy"]),
        answer:
          "When steam condenses on your skin it releases its large latent heat on top of the heat from cooling.",
        followUp:
          "Exactly: each gram of steam gives up about $2260\\ \\mathrm{J}$ as it condenses, before it even starts to cool.",
        hint: "What must steam do before it can cool down as water?",
      },
    ],
    misconceptions: [
      {
        id: "more-heat-hotter-boiling",
        belief: "Turning up the stove makes boiling water hotter.",
        diagnostic: {
          prompt:
            "A pot of water is boiling gently at sea level. You turn the burner up to maximum. What happens to the water's temperature?",
          check: allOf([...UNCHANGED_PHRASES, "100"]),
        },
        pattern: [["hotter", "increase", "rise", "goes up", "higher"]],
        correction:
          "Boiling water at sea level stays at about $100^\\circ\\mathrm{C}$. Extra heat makes it boil faster, turning more water into steam each second, but does not raise its temperature.",
      },
    ],
    realWorld: [
      "Sweating cools you because evaporating water carries its latent heat away from your skin.",
      "Fruit growers spray orchards with water on frosty nights: as the water freezes it releases latent heat that keeps the buds near $0^\\circ\\mathrm{C}$.",
    ],
    challenge: {
      prompt:
        "How much heat turns $0.20\\ \\mathrm{kg}$ of ice at $0^\\circ\\mathrm{C}$ into water at $20^\\circ\\mathrm{C}$? ($L_f = 3.34 \\times 10^5\\ \\mathrm{J/kg}$, $c = 4200\\ \\mathrm{J/(kg\\,K)}$)",
      check: numeric(83600, "J", 0.03),
      answer:
        "Melting: $0.20 \\times 3.34 \\times 10^5 = 66\\,800\\ \\mathrm{J}$; warming: $0.20 \\times 4200 \\times 20 = 16\\,800\\ \\mathrm{J}$; total $83\\,600\\ \\mathrm{J}$.",
      followUp: "Correct: about $84\\ \\mathrm{kJ}$, and four fifths of it goes into melting.",
      hint: "Two steps: melt the ice ($mL_f$), then warm the water ($mc\\Delta T$).",
    },
  },
  {
    id: "phase-changes.boiling-and-pressure",
    subtopic: "phase-changes",
    title: "Boiling point, pressure and evaporation",
    keywords: [
      "boiling point",
      "pressure cooker",
      "altitude",
      "evaporation",
      "vapour pressure",
      "vapor pressure",
      "boil",
      "mountain",
      "sublimation",
    ],
    keyIdeas: [
      "A liquid boils when its vapour pressure equals the pressure above it, so the boiling point depends on pressure.",
      "Lower pressure, such as at high altitude, lowers the boiling point; higher pressure, as in a pressure cooker, raises it.",
      "Evaporation happens at any temperature but only from the surface; boiling happens throughout the liquid, at one temperature for a given pressure.",
    ],
    intuition:
      "Molecules escaping from a liquid have to push back the air above it. Thin mountain air pushes back less, so the water boils before it gets as hot.",
    questions: [
      {
        prompt: "On a high mountain, does water boil at a higher or a lower temperature than at sea level?",
        check: allOf(["lower", "less", "below"]),
        answer:
          "Lower: the air pressure is lower, so the water's vapour pressure matches it at a lower temperature.",
        followUp: "Right: on Everest water boils at only about $70^\\circ\\mathrm{C}$.",
        hint: "Boiling happens when the vapour pressure reaches the surrounding pressure. Is that pressure higher or lower up there?",
      },
      {
        prompt: "Why does a pressure cooker cook food faster?",
        check: allOf(
          ["higher", "raise", "above 100", "hotter", "increase"],
          ["boil", "temperature", "hotter"],
        ),
        answer:
          "The higher pressure raises the boiling point, so the water reaches about $120^\\circ\\mathrm{C}$.",
        followUp:
          "Exactly: the raised boiling point lets the water get hotter, and hotter water cooks faster.",
        hint: "How does the higher pressure inside change the boiling point?",
      },
      {
        prompt:
          "A puddle dries up on a $20^\\circ\\mathrm{C}$ day without ever boiling. What is this process called?",
        check: allOf(["evaporat"]),
        answer: "Evaporation: the fastest molecules escape from the surface at any temperature.",
        followUp: "Correct: evaporation. The fastest molecules escape, so the liquid left behind also cools.",
        hint: "It happens at the surface, well below the boiling point.",
      },
    ],
    misconceptions: [
      {
        id: "boiling-bubbles-are-air",
        belief: "The bubbles in boiling water are air.",
        diagnostic: {
          prompt: "What are the big bubbles that rise in boiling water made of?",
          check: allOf(["steam", "water vapo", "vapour", "vapor", "gaseous water", "water gas"]),
        },
        pattern: [["air", "oxygen", "hydrogen"]],
        correction:
          "They are water vapour. When water boils, it turns into gas throughout the liquid, forming bubbles of steam. (The tiny bubbles that appear early are dissolved air coming out, which is what makes the mistake so natural.)",
      },
    ],
    realWorld: [
      "At high-altitude towns pasta takes longer to cook because water boils well below $100^\\circ\\mathrm{C}$.",
      "Freeze-drying lowers the pressure so far that ice turns straight into vapour, which is how instant coffee and astronaut food are made.",
    ],
    challenge: {
      prompt:
        "Water at $20^\\circ\\mathrm{C}$ sits in a chamber while a pump lowers the pressure to about $2.3\\ \\mathrm{kPa}$, the vapour pressure of water at $20^\\circ\\mathrm{C}$. What happens to the water?",
      check: allOf(["boil"]),
      answer: "It boils, at room temperature, because the pressure has fallen to its vapour pressure.",
      followUp:
        "Right: it boils at $20^\\circ\\mathrm{C}$, and as it boils it cools, since the escaping molecules carry latent heat away.",
      hint: "Compare the pressure above the water with the water's vapour pressure.",
    },
  },
  {
    id: "entropy.microstates",
    subtopic: "entropy",
    title: "Entropy and microstates",
    keywords: [
      "entropy",
      "disorder",
      "microstates",
      "probability",
      "boltzmann",
      "s = k ln w",
      "spreading",
      "randomness",
    ],
    keyIdeas: [
      "Entropy counts the microscopic arrangements (microstates) consistent with what we observe: $S = k\\ln\\Omega$.",
      "Systems drift toward the states with overwhelmingly more microstates, which is why a gas spreads through a room and never gathers in one corner by itself.",
      "When heat $Q$ enters a system reversibly at absolute temperature $T$, its entropy rises by $\\Delta S = Q/T$.",
    ],
    calculusIdea:
      "For a reversible process $dS = \\frac{dQ_{rev}}{T}$, so heating from $T_1$ to $T_2$ gives $\\Delta S = \\int_{T_1}^{T_2} \\frac{mc\\,dT}{T} = mc\\ln\\frac{T_2}{T_1}$.",
    intuition:
      "Shuffle a sorted deck of cards and it comes out mixed, not because any force favours disorder, but because there are vastly more mixed orders than sorted ones.",
    questions: [
      {
        prompt:
          "$1000\\ \\mathrm{J}$ of heat flows into a large reservoir at $250\\ \\mathrm{K}$. By how much does its entropy increase?",
        check: numeric(4, "J/K"),
        answer: "$\\Delta S = Q/T = 1000/250 = 4.0\\ \\mathrm{J/K}$.",
        followUp: "Right: $4.0\\ \\mathrm{J/K}$.",
        hint: "Use $\\Delta S = Q/T$ with $T$ in kelvin.",
      },
      {
        prompt:
          "Four coins are tossed. Which outcome has more microstates: exactly two heads, or four heads?",
        check: allOf(["two heads", "2 heads", "two", "2"]),
        answer: "Exactly two heads: six arrangements, against one for four heads.",
        followUp: "Correct: six ways (HHTT, HTHT, ...) against one. The mixed outcome is the likely one.",
        hint: "List the arrangements: in how many ways can you get four heads? Two heads?",
      },
      {
        prompt:
          "A drop of ink spreads through a glass of water. Why does it never gather itself back into a drop?",
        check: allOf(["microstate", "arrangement", "probab", "likely", "entropy", "ways"]),
        answer:
          "Spread-out arrangements vastly outnumber gathered ones, so returning to a drop is overwhelmingly improbable.",
        followUp:
          "Exactly: it is not forbidden, just so improbable that you would never see it in the lifetime of the universe.",
        hint: "Compare how many ways the ink molecules can be spread out with how many ways they can sit together.",
      },
    ],
    misconceptions: [
      {
        id: "entropy-never-decreases-anywhere",
        belief: "Entropy can never decrease anywhere, so freezers and living things break the second law.",
        diagnostic: {
          prompt:
            "Water freezing into ordered ice in a freezer loses entropy. Does this break the second law of thermodynamics?",
          check: allOf([...NEGATIVE_PHRASES, "surroundings", "total", "universe", "elsewhere"]),
        },
        pattern: [["yes", "violat", "breaks"]],
        correction:
          "The second law limits the total entropy of an isolated system. The water's entropy falls, but the freezer dumps more entropy into the kitchen as heat, so the total still rises.",
      },
    ],
    realWorld: [
      "A freezer lowers the entropy of the water inside by releasing even more entropy into your kitchen as heat.",
      "Living cells build highly ordered structures while raising the entropy of their surroundings through heat and waste.",
    ],
    challenge: {
      prompt:
        "$1200\\ \\mathrm{J}$ of heat flows from a reservoir at $600\\ \\mathrm{K}$ to one at $300\\ \\mathrm{K}$. What is the total entropy change of the two reservoirs?",
      check: numeric(2, "J/K"),
      answer: "$\\Delta S = -1200/600 + 1200/300 = -2 + 4 = +2\\ \\mathrm{J/K}$.",
      followUp:
        "Correct: $+2\\ \\mathrm{J/K}$. Positive, as the second law requires for heat flowing from hot to cold.",
      hint: "The hot reservoir loses $Q/T_h$; the cold one gains $Q/T_c$.",
    },
  },
  {
    id: "entropy.irreversibility",
    subtopic: "entropy",
    title: "The second law and irreversibility",
    keywords: [
      "irreversible",
      "arrow of time",
      "second law",
      "entropy increase",
      "heat flows hot to cold",
      "free expansion",
      "spontaneous",
    ],
    keyIdeas: [
      "The total entropy of an isolated system never decreases; in real, irreversible processes it increases.",
      "When heat $Q$ flows from a body at $T_h$ to one at $T_c$, the total entropy changes by $Q/T_c - Q/T_h > 0$, which is why heat never flows the other way by itself.",
      "Friction, mixing and free expansion create entropy; that is why films of them played backwards look wrong.",
    ],
    intuition:
      "A video of an egg splattering looks absurd played backwards. Nothing in the laws of motion forbids the egg reassembling; it is just fantastically improbable.",
    questions: [
      {
        prompt:
          "$600\\ \\mathrm{J}$ of heat flows from a body at $400\\ \\mathrm{K}$ into one at $300\\ \\mathrm{K}$. What is the total entropy change?",
        check: numeric(0.5, "J/K"),
        answer: "$\\Delta S = 600/300 - 600/400 = 2.0 - 1.5 = +0.5\\ \\mathrm{J/K}$.",
        followUp: "Right: $+0.5\\ \\mathrm{J/K}$. The cold body gains more entropy than the hot one loses.",
        hint: "Add the cold body's gain $Q/T_c$ and the hot body's loss $-Q/T_h$.",
      },
      {
        prompt: "Could the same $600\\ \\mathrm{J}$ flow by itself from the cold body to the hot one? Why?",
        check: allOf(NEGATIVE_PHRASES, ["entropy", "second law", "decrease"]),
        answer: "No: the total entropy would fall by $0.5\\ \\mathrm{J/K}$, which the second law forbids.",
        followUp:
          "Exactly: the reverse flow would lower the total entropy. It can only happen if work is done, as in a fridge.",
        hint: "Work out the total entropy change for the reverse flow.",
      },
      {
        prompt:
          "A gas rushes from one half of a box into the empty other half when a partition breaks. Will it ever return to its half by itself?",
        check: allOf(["no", "not", "can't", "cannot", "never", "irreversible", "improbable", "unlikely"]),
        answer:
          "No (in practice never): the spread-out state has vastly more microstates, so the expansion is irreversible.",
        followUp:
          "Right: free expansion is irreversible; the chance of all the molecules returning is unimaginably small.",
        hint: "Compare the number of arrangements with the gas spread out and with it all in one half.",
      },
    ],
    misconceptions: [
      {
        id: "every-object-gains-entropy",
        belief: "The entropy of every object always increases.",
        diagnostic: {
          prompt:
            "A hot iron bar cools from $400\\ \\mathrm{K}$ to room temperature. Does the bar's own entropy increase or decrease?",
          check: allOf(["decrease", "goes down", "falls", "drops", "less", "lower", "loses"]),
        },
        pattern: [["increase", "goes up", "rise", "more", "grows"]],
        correction:
          "The bar loses heat, so its own entropy falls. The room gains more entropy than the bar loses, so the total increases; the second law is about the total.",
      },
    ],
    realWorld: [
      "Engineers track where entropy is generated in a power plant: every irreversible step, such as a large temperature drop across a heat exchanger, costs electrical output.",
      "Mixing hot and cold water in a shower is irreversible: unmixing it would take extra energy.",
    ],
    challenge: {
      prompt:
        "$0.10\\ \\mathrm{kg}$ of ice melts at $273\\ \\mathrm{K}$ ($L_f = 3.34 \\times 10^5\\ \\mathrm{J/kg}$). What is the entropy change of the ice?",
      check: numeric(122, "J/K", 0.03),
      answer: "$\\Delta S = mL_f/T = 33\\,400/273 \\approx 122\\ \\mathrm{J/K}$.",
      followUp:
        "Correct: about $+122\\ \\mathrm{J/K}$; liquid water has far more microstates than the ordered crystal.",
      hint: "Melting happens at constant temperature, so $\\Delta S = Q/T$ with $Q = mL_f$.",
    },
  },
];
