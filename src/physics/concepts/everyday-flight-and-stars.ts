/**
 * Pages for everyday topics students ask about that the course pages did not cover: how wings
 * hold an aeroplane up, what black holes are (the gravity of collapsed stars), and why things
 * grow when they warm up (thermal expansion).
 */
import { allOf, type Concept, NEGATIVE_PHRASES, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_FLIGHT_AND_STARS_CONCEPTS: Concept[] = [
  {
    id: "dynamics.lift-and-flight",
    subtopic: "dynamics",
    title: "How wings hold aeroplanes up",
    keywords: [
      "lift force",
      "make lift",
      "wing lift",
      "wing",
      "wings",
      "aeroplane wing",
      "airplane wing",
      "aerofoil",
      "airfoil",
      "bernoulli",
      "flight",
      "fly",
      "planes fly",
      "angle of attack",
      "stall",
    ],
    keyIdeas: [
      "A wing is shaped and tilted so that it turns the air flowing past it downwards. Pushing air down means the air pushes the wing up (Newton's third law): that upward push is lift.",
      "Seen through pressure, the same thing: air speeds up over the curved top of the wing, where the pressure drops, while the pressure under the wing stays higher. The pressure difference times the wing's area is the lift (Bernoulli's principle links faster flow with lower pressure).",
      "Lift grows with the air's density, the wing's area, the tilt of the wing (angle of attack) and roughly the square of the speed, which is why planes need a long run to take off and why a wing tilted too far stalls when the flow breaks away from its top.",
    ],
    intuition:
      "Hold your flat hand out of a moving car's window and tilt the front edge up a little: your hand is pushed upward. Your hand is throwing air downward, and the air throws your hand up. A wing does this smoothly and on a huge scale.",
    questions: [
      question(
        "An aeroplane flies level at a steady speed. How does the lift on its wings compare with its weight?",
        allOf(["equal", "same", "balance", "equals"]),
        "They are equal: in steady level flight lift balances the weight, just as thrust balances drag.",
        "Right: steady level flight means no net force, so lift and weight balance.",
        "The plane is not speeding up, slowing down, climbing or sinking. What does that say about the forces?",
      ),
      question(
        "A wing pushes air downwards as it moves. By Newton's third law, what does the air do to the wing?",
        allOf(["up", "upward", "upwards", "lift"]),
        "The air pushes the wing upwards with an equal force: that push is the lift.",
        "Exactly: a wing flies by throwing air down.",
        "Every push has an equal and opposite push back. Which way does the air push back?",
      ),
      question(
        "Where is the air pressure lower around a wing that is making lift: above it or below it?",
        allOf(["above", "top", "over"]),
        "Above it: the air flows faster over the top, where the pressure is lower, so the higher pressure underneath pushes the wing up.",
        "Yes: lower pressure on top, higher underneath, and the difference lifts the wing.",
        "The air speeds up over the curved top. What does faster-moving air do to its pressure?",
      ),
      question(
        "If a plane flies twice as fast through the same air with the same wing tilt, roughly how many times larger is the lift?",
        allOf(["4", "four", "quadruple", "quadruples"]),
        "About 4 times: lift grows roughly with the square of the speed.",
        "Right, which is why planes can lift off only once they are moving fast down the runway.",
        "Lift goes roughly with the speed squared. What is two squared?",
      ),
    ],
    misconceptions: [
      misconception(
        "equal-transit-time",
        "The air over the top of a wing has to meet the air under it at the back edge, and that is why it goes faster.",
        {
          prompt:
            "Do the bits of air that split at the front of a wing have to meet up again at its back edge?",
          check: allOf(NEGATIVE_PHRASES),
        },
        [["yes", "must", "have to", "meet"]],
        "Nothing makes the two streams meet again: in wind tunnels the air over the top arrives at the back edge well before the air underneath. The air speeds up over the top because the wing's shape and tilt bend the flow downwards; lift is the reaction to turning all that air down.",
      ),
      misconception(
        "lift-needs-curved-top",
        "Only a wing with a curved top can make lift.",
        {
          prompt: "Can a flat sheet, like a paper aeroplane's wing, make lift?",
          check: allOf(["yes", "can", "tilt", "angle"]),
        },
        [["no", "can't", "cannot", "curve", "curved"]],
        "A flat wing tilted into the air makes lift too, which is how paper planes and stunt planes flying upside down stay up: what matters is that the wing turns the air downwards. A curved shape just does it more efficiently.",
      ),
    ],
    realWorld: [
      "A plane takes off into the wind: what counts for lift is the speed of the air over the wing, not the speed over the ground.",
      "Racing cars carry upside-down wings whose 'lift' points down, pressing the tyres onto the track for grip in corners.",
      "Birds, helicopter rotor blades, wind turbine blades and the sails of a yacht are all wings that turn moving air.",
    ],
    challenge: question(
      "Why does an aeroplane need a longer runway to take off at a hot, high-altitude airport?",
      someOf(1, ["thin", "less dense", "lower density", "density"], ["faster", "more speed", "higher speed"]),
      "The air there is less dense, so each square metre of wing makes less lift at a given speed; the plane must reach a higher speed, and so run further, before lift matches its weight.",
      "Right: thinner air means more speed is needed for the same lift.",
      "Lift depends on the air's density as well as on the speed. How does hot, high air compare?",
    ),
  },
  {
    id: "relativity.black-holes",
    subtopic: "relativity",
    title: "Black holes and the gravity of collapsed stars",
    keywords: [
      "black hole",
      "black holes",
      "event horizon",
      "escape speed",
      "singularity",
      "neutron star",
      "collapsed star",
      "dying star",
      "supernova",
      "spaghettification",
      "gravitational lensing",
      "curved spacetime",
      "spacetime",
    ],
    keyIdeas: [
      "To escape a body's gravity you must leave faster than its escape speed, which grows as the body gets more massive or smaller: squeezing the same mass into a smaller ball raises it.",
      "A black hole is mass squeezed so small that the escape speed at its edge, the event horizon, reaches the speed of light. Nothing, not even light, can come back out from inside the horizon.",
      "Black holes form when the core of a very massive star runs out of fuel and collapses under its own gravity, usually in a supernova. Far away, a black hole pulls like any other body of the same mass: if the Sun were replaced by a black hole of the same mass, the Earth would keep the same orbit.",
    ],
    intuition:
      "Throw a ball up: it comes back. Throw it faster and it goes higher; fast enough (about $11\\ \\mathrm{km/s}$ on Earth) and it never comes back. Now imagine squeezing the Earth down to the size of a marble: the escape speed at its surface would pass the speed of light, and not even a flash of light could leave.",
    questions: [
      question(
        "What is the one speed that the escape speed at a black hole's event horizon equals?",
        allOf(["light", "c"]),
        "The speed of light: at the event horizon even light can no longer get away.",
        "Right: the horizon is where escape would need light speed, so inside it nothing escapes.",
        "What is the fastest anything can travel, and why can't light leave a black hole?",
      ),
      question(
        "If the Sun were suddenly replaced by a black hole of exactly the same mass, would the Earth be pulled in?",
        allOf(NEGATIVE_PHRASES),
        "No: at the Earth's distance gravity depends only on the mass, which is unchanged, so the Earth would keep its orbit (it would just get dark and cold).",
        "Exactly: a black hole is not a cosmic vacuum cleaner; far away it pulls like any mass.",
        "Gravity at a distance depends on the mass and the distance. Which of those changes?",
      ),
      question(
        "What must happen to a very massive star for a black hole to form?",
        someOf(
          1,
          ["collapse", "collapses", "crushed", "squeezed"],
          ["fuel", "supernova", "dies", "runs out"],
        ),
        "When its core runs out of nuclear fuel, nothing holds it up against its own gravity and it collapses, usually in a supernova, into a black hole.",
        "Yes: a star is a balance between gravity pulling in and heat pushing out; when the fuel runs out, gravity wins.",
        "What holds a star up against its own gravity while it is shining?",
      ),
    ],
    misconceptions: [
      misconception(
        "black-holes-suck-everything",
        "Black holes suck in everything around them, like cosmic vacuum cleaners.",
        {
          prompt:
            "A spaceship orbits far from a black hole, at a distance where it would also orbit a star of the same mass. Is it pulled in?",
          check: allOf(NEGATIVE_PHRASES),
        },
        [["yes", "sucked", "pulled in", "falls in"]],
        "Far from a black hole its gravity is just that of its mass: things orbit it as they would orbit a star of the same mass. Only very close, near the event horizon, is its pull extreme; nothing is sucked in from far away.",
      ),
      misconception(
        "black-hole-is-a-hole",
        "A black hole is an empty hole in space.",
        {
          prompt: "Is a black hole empty, or is there a lot of mass in it?",
          check: allOf(["mass", "massive", "matter", "full"]),
        },
        [["empty", "nothing", "hole"]],
        "A black hole is the opposite of empty: it is an enormous mass, often several times the Sun's, squeezed into a tiny region. It looks black only because no light comes out of it.",
      ),
    ],
    realWorld: [
      "In 2019 the Event Horizon Telescope took the first picture of a black hole's shadow, in the galaxy M87, and in 2022 of the one at the centre of our own galaxy.",
      "When two black holes merge they shake spacetime itself: the LIGO detectors first picked up these gravitational waves in 2015.",
      "Light from distant galaxies is bent around massive objects on its way to us (gravitational lensing), the same bending of light by gravity that makes a black hole's shadow.",
    ],
    challenge: question(
      "Why does squeezing a star smaller, without changing its mass, make it harder for light to escape from its surface?",
      someOf(
        1,
        ["closer", "nearer", "distance", "smaller"],
        ["stronger", "escape speed", "escape velocity", "pull"],
      ),
      "The surface gets closer to the centre, where gravity is stronger and the escape speed higher; squeeze it small enough and the escape speed reaches the speed of light.",
      "Right: the same mass with a smaller radius means a stronger pull at the surface.",
      "Gravity grows as you get closer to a mass. What happens to the surface when the star shrinks?",
    ),
  },
  {
    id: "heat-temperature.thermal-expansion",
    subtopic: "heat-temperature",
    title: "Thermal expansion: why things grow when they warm up",
    keywords: [
      "thermal expansion",
      "expansion",
      "expand",
      "expands",
      "contract",
      "contracts",
      "expansion gap",
      "expansion joint",
      "bimetallic strip",
      "bimetallic",
      "thermostat",
    ],
    keyIdeas: [
      "Warming a solid, liquid or gas makes its particles jiggle harder and push each other slightly further apart, so it expands; cooling makes it contract.",
      "Each material expands by its own amount per degree: a long object grows more than a short one, and a big temperature change more than a small one. Metals expand more than glass or concrete.",
      "Two metals that expand by different amounts, bonded into one strip (a bimetallic strip), bend when heated: thermostats, kettles and irons use the bend to switch off. Liquids in thermometers expand along a thin tube, which makes a small expansion easy to see.",
    ],
    intuition:
      "A tight metal lid on a glass jar loosens under hot water: the metal lid grows more than the glass rim, so a little gap opens. Bridges, railway lines and pavements all leave such gaps on purpose, so that on a hot day they have room to grow.",
    questions: [
      question(
        "Why do bridges and long railway lines have small gaps built into them?",
        someOf(1, ["expand", "expands", "expansion", "grow", "longer"], ["hot", "heat", "warm", "summer"]),
        "To give them room to expand on hot days: without the gaps, the growing steel or concrete would push against itself and buckle or crack.",
        "Right: the gaps are room to grow in summer and close up as the metal expands.",
        "What happens to the length of steel as the sun warms it?",
      ),
      question(
        "A metal lid is stuck on a glass jar. Should you run it under hot or cold water to loosen it?",
        allOf(["hot", "warm"]),
        "Hot water: the metal lid expands more than the glass rim, so it loosens.",
        "Exactly: the metal grows more than the glass for the same warming.",
        "Which expands more when warmed, metal or glass?",
      ),
      question(
        "A bimetallic strip is made of brass (which expands a lot) bonded to steel (which expands less). Which way does it bend when heated?",
        someOf(1, [
          "steel side",
          "towards the steel",
          "toward the steel",
          "steel on the inside",
          "brass on the outside",
          "brass outside",
        ]),
        "It curves towards the steel side: the brass grows longer, so it ends up on the outside of the curve, with the steel on the inside.",
        "Yes: the side that grows more goes on the outside of the bend, which is how a thermostat switch moves.",
        "The brass side becomes longer than the steel side. Which side must be on the outside of the curve?",
      ),
    ],
    misconceptions: [
      misconception(
        "particles-grow",
        "Things expand when heated because their particles get bigger.",
        {
          prompt: "When a metal rod expands on heating, do its atoms get bigger, or move further apart?",
          check: allOf(["apart", "further", "farther", "space", "spacing", "distance"]),
        },
        [["bigger", "grow", "larger", "swell"]],
        "The atoms themselves stay the same size: heating makes them vibrate more strongly, and on average they sit a little further apart. Many atoms each a little further apart add up to a longer rod.",
      ),
    ],
    realWorld: [
      "Overhead power lines are hung with some sag, so that on a cold winter night they can contract without snapping; in summer they sag more.",
      "A kettle or an iron switches off with a bimetallic strip or disc that bends as it heats up and opens the contacts.",
      "Much of the sea-level rise from global warming comes simply from sea water expanding as it warms.",
    ],
    challenge: question(
      "Why does a glass dish sometimes crack when boiling water is poured into it, while a thin metal pan does not?",
      someOf(1, ["uneven", "inside", "different", "one part", "faster"], ["expand", "expands", "expansion"]),
      "The inner surface of the glass heats and expands before the outer part has warmed (glass conducts heat poorly), so the two parts pull against each other and it cracks. Metal conducts heat quickly, so it warms and expands evenly.",
      "Right: uneven expansion sets up the strain that cracks it.",
      "Glass conducts heat slowly. Does the inside or the outside expand first?",
    ),
  },
];
