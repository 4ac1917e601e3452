/**
 * Pages for questions students often bring that no other page answers: why things float, pressure
 * under a sharp edge or deep in water, and why objects have the colours they have.
 */
import { allOf, type Concept, numeric, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_COMMON_QUESTION_CONCEPTS: Concept[] = [
  {
    id: "dynamics.buoyancy",
    subtopic: "dynamics",
    title: "Buoyancy: why things float or sink",
    keywords: [
      "buoyancy",
      "buoyant force",
      "upthrust",
      "float on water",
      "float in water",
      "float or sink",
      "sink or float",
      "sink",
      "sinks",
      "archimedes",
      "displaced water",
      "density",
      "boat",
      "ship",
      "iceberg",
    ],
    keyIdeas: [
      "A body in a fluid is pushed up by a buoyant force equal to the weight of the fluid it pushes aside (Archimedes' principle).",
      "It floats when it can push aside its own weight of fluid before it is fully under; it sinks when even fully submerged it displaces less than its weight. Comparing densities says the same: less dense than the fluid floats.",
      "A steel ship floats because its hull encloses a lot of air: the ship as a whole is less dense than water, so it settles with just enough hull under water to displace its own weight.",
    ],
    intuition:
      "Push an empty bottle into a bath and feel the water shove back: the more of it you push under, the harder the shove. The water is trying to fill the hole the bottle makes, and it pushes with the weight of the water that used to be there.",
    questions: [
      question(
        "A block of wood floats with part of it above the water. How does the buoyant force on it compare with its weight?",
        allOf(["equal", "same", "balance", "equals"]),
        "They are equal: a floating body sinks just far enough for the buoyant force to balance its weight.",
        "Right: for anything floating at rest, buoyant force and weight balance.",
        "The block is not accelerating. What does that say about the forces on it?",
      ),
      question(
        "A $2.0\\ \\mathrm{kg}$ toy boat floats in a bath. What mass of water does it push aside?",
        numeric(2, "kg"),
        "$2.0\\ \\mathrm{kg}$: a floating body displaces its own weight of water.",
        "Exactly. That is why a loaded ship sits lower in the water.",
        "Floating means the water pushed aside weighs the same as the boat.",
      ),
      question(
        "Why does a solid steel bolt sink while a steel ship floats?",
        someOf(
          2,
          ["air", "hollow", "hull", "shape"],
          ["density", "dense", "displace", "more water", "push aside"],
        ),
        "The ship's hollow hull full of air makes its average density less than water's, so it displaces its weight of water before it is fully under; the solid bolt is denser than water and cannot.",
        "Yes: it is the average density of the whole ship, air included, that decides.",
        "Compare how much water each can push aside with how much each weighs.",
      ),
    ],
    misconceptions: [
      misconception(
        "heavy-things-sink",
        "Heavy things sink and light things float.",
        {
          prompt: "A huge log weighs far more than a small pebble. Which of the two floats on a pond?",
          check: allOf(["log", "wood"]),
        },
        [["pebble", "stone", "neither"]],
        "Floating depends on density, not on weight: a heavy log floats because wood is less dense than water, while a tiny pebble sinks because stone is denser. A heavier log simply displaces more water.",
      ),
    ],
    realWorld: [
      "Icebergs float with about nine tenths of their volume under water, because ice is only a little less dense than sea water.",
      "Submarines sink or rise by letting water into their tanks or blowing it out with compressed air, changing their average density.",
      "A swimmer floats more easily in the Dead Sea, whose salty water is denser than fresh water.",
    ],
    challenge: question(
      "A $0.50\\ \\mathrm{m^3}$ raft floats in fresh water (density $1000\\ \\mathrm{kg/m^3}$). What is the greatest mass, raft included, it can hold before it goes fully under?",
      numeric(500, "kg"),
      "Fully under it displaces $0.50 \\times 1000 = 500\\ \\mathrm{kg}$ of water, so it can hold $500\\ \\mathrm{kg}$ in all.",
      "Correct: $500\\ \\mathrm{kg}$, raft and load together.",
      "What mass of water does the raft push aside when it is just fully under?",
    ),
  },
  {
    id: "dynamics.pressure",
    subtopic: "dynamics",
    title: "Pressure: force spread over an area, and pressure under water",
    keywords: [
      "pressure",
      "force per area",
      "force over area",
      "pascal",
      "pascals",
      "sharp knife",
      "snowshoes",
      "water pressure",
      "pressure under water",
      "deeper",
      "depth",
      "dam",
      "hydraulic",
    ],
    keyIdeas: [
      "Pressure is force divided by the area it acts on, $p = F/A$, measured in pascals ($1\\ \\mathrm{Pa} = 1\\ \\mathrm{N/m^2}$). The same push on a smaller area gives a larger pressure.",
      "A sharp knife cuts because its thin edge puts the force of your hand on a tiny area; snowshoes and wide tyres spread a weight over a large area so the pressure on soft ground is small.",
      "In a liquid the pressure grows with depth, $p = \\rho g h$ below the surface, because the water above has weight. That is why dams are thicker at the bottom and your ears hurt deep under water.",
    ],
    intuition:
      "Press a drawing pin into a board with your thumb: the flat head spreads your push over your thumb, while the point gathers all of it onto a speck of board. Same force, very different pressure at each end.",
    questions: [
      question(
        "You push on a drawing pin with a force of $10\\ \\mathrm{N}$. Is the pressure bigger on your thumb or on the board under the point, and why?",
        someOf(2, ["board", "point", "tip"], ["area", "smaller", "tiny"]),
        "On the board under the point: the same force acts on a much smaller area there, so the pressure is much bigger.",
        "Right: the force is the same at both ends; only the area differs.",
        "The force is the same at both ends. What is different?",
      ),
      question(
        "A $600\\ \\mathrm{N}$ student stands on snowshoes with a total area of $0.30\\ \\mathrm{m^2}$. What pressure do they put on the snow?",
        numeric(2000, "Pa"),
        "$p = F/A = 600 / 0.30 = 2000\\ \\mathrm{Pa}$.",
        "Correct: $2000\\ \\mathrm{Pa}$, far less than in ordinary shoes, so they do not sink.",
        "Divide the force by the area it is spread over.",
      ),
      question(
        "Why is a dam built much thicker at the bottom than at the top?",
        someOf(2, ["pressure"], ["deeper", "depth", "bottom", "more water above"]),
        "Water pressure grows with depth, so the bottom of the dam is pushed far harder than the top.",
        "Exactly: $p = \\rho g h$, so the push grows steadily towards the bottom.",
        "Where is the water pushing hardest on the wall?",
      ),
    ],
    misconceptions: [
      misconception(
        "pressure-is-force",
        "Pressure is the same as force: a bigger force always means a bigger pressure.",
        {
          prompt:
            "An elephant stands on four wide feet and a woman stands on two stiletto heels. Which can press harder on the floor, per square centimetre?",
          check: allOf(["woman", "heel", "stiletto"]),
        },
        [["elephant"]],
        "Pressure is force per unit area. The elephant's weight is much larger, but it is spread over big feet; the woman's smaller weight is concentrated on two tiny heels, so her heels press harder on each square centimetre and can dent a wooden floor the elephant would not.",
      ),
    ],
    realWorld: [
      "Tractors and tanks have wide tyres or tracks so their weight is spread and they do not sink into mud.",
      "Divers feel the pressure rise by about one atmosphere for every $10\\ \\mathrm{m}$ of depth.",
      "Hydraulic car brakes pass pressure through a liquid, so a small push on the pedal becomes a large force at the wheels.",
    ],
    challenge: question(
      "What is the water pressure (not counting the air above) at the bottom of a $3.0\\ \\mathrm{m}$ deep water tank? Take $\\rho = 1000\\ \\mathrm{kg/m^3}$ and $g = 9.8\\ \\mathrm{m/s^2}$.",
      numeric(29400, "Pa"),
      "$p = \\rho g h = 1000 \\times 9.8 \\times 3.0 \\approx 29\\,400\\ \\mathrm{Pa}$.",
      "Correct: about $29\\ \\mathrm{kPa}$, roughly a third of the air's pressure.",
      "Use $p = \\rho g h$ with the depth of the water.",
    ),
  },
  {
    id: "wave-optics.colour-of-objects",
    subtopic: "wave-optics",
    title: "Why objects have colours",
    keywords: [
      "colour of objects",
      "why is grass green",
      "why are leaves green",
      "green",
      "pigment",
      "absorb colours",
      "reflect colours",
      "absorbs light",
      "white light",
      "black absorbs",
      "coloured light",
    ],
    keyIdeas: [
      "White light is a mix of all the visible colours. An object looks the colour of the light it sends back to your eye; the rest it absorbs.",
      "A leaf looks green because its chlorophyll absorbs most red and blue light and reflects green. A white sheet reflects all colours; a black one absorbs nearly all.",
      "The colour you see depends on the light that falls on an object: under pure red light a green leaf looks almost black, because there is no green for it to reflect.",
    ],
    intuition:
      "Think of an object as a picky mirror: it throws back only the colours it does not eat. Shine all colours at it and you see what it refused; shine only colours it eats and it has nothing to throw back.",
    questions: [
      question(
        "White light falls on a red apple. Which colours does the apple absorb?",
        someOf(1, [
          "except red",
          "all but red",
          "everything but red",
          "other colours",
          "not red",
          "green and blue",
          "blue and green",
        ]),
        "It absorbs all the colours except red, and reflects the red.",
        "Right: it keeps the rest and sends red back to your eye.",
        "The colour you see is the colour it sends back. What happens to the others?",
      ),
      question(
        "A white T-shirt is lit by pure blue light in a dark room. What colour does it look?",
        allOf(["blue"]),
        "Blue: a white object reflects every colour that falls on it, and only blue falls on it.",
        "Yes. White means 'reflects everything it gets'.",
        "A white surface reflects all colours. Which colours are arriving?",
      ),
      question(
        "Why does a black car get hotter in the sun than a white one?",
        someOf(1, ["absorb", "absorbs", "takes in"], ["reflect", "reflects"]),
        "The black paint absorbs nearly all the light that falls on it, turning its energy into heat; white paint reflects most of it away.",
        "Exactly: absorbed light becomes internal energy.",
        "Where does the energy of the light go in each case?",
      ),
    ],
    misconceptions: [
      misconception(
        "colour-is-in-the-object",
        "An object has its colour in it, whatever light falls on it.",
        {
          prompt: "A red rose is lit only by green light. What colour does the rose's petal look?",
          check: allOf(["black", "dark"]),
        },
        [["red"]],
        "An object can only send back light that reaches it. The red petal reflects red and absorbs green, so under green light it has nothing to reflect and looks dark, nearly black. Colour is the light an object reflects, not a paint that glows by itself.",
      ),
    ],
    realWorld: [
      "Clothes look a different colour under shop lights than in daylight, because the lamps do not give out every colour equally.",
      "Plants grow under purple-looking LED lamps: they give the red and blue light chlorophyll absorbs and waste none on green, which leaves reflect.",
    ],
    challenge: question(
      "A cyan filter lets through green and blue light. Seen through it, what colour is a yellow banana (which reflects red and green) in white light?",
      allOf(["green"]),
      "Green: the banana sends back red and green, and the filter lets only the green of that through.",
      "Right: only the colour both the banana reflects and the filter passes reaches you.",
      "Which colours leave the banana, and which of those can pass the filter?",
    ),
  },
];
