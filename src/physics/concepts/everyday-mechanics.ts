/**
 * Mechanics pages for the questions students most often bring: mass and weight, circular motion,
 * air resistance, orbits and floating astronauts, power, collisions, moment of inertia, sound and
 * resonance.
 */
import { allOf, type Concept, numeric, SAME_PHRASES, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_MECHANICS_CONCEPTS: Concept[] = [
  {
    id: "dynamics.mass-and-weight",
    subtopic: "dynamics",
    title: "Mass and weight",
    keywords: [
      "mass vs weight",
      "mass and weight",
      "difference between mass and weight",
      "weight",
      "mass",
      "kilograms and newtons",
      "weigh less on the moon",
      "weightless",
      "heavy",
      "scale reading",
    ],
    keyIdeas: [
      "Mass is how much matter a body has and how strongly it resists a change of motion; it is measured in kilograms and is the same everywhere.",
      "Weight is the gravitational force on that mass, $W = mg$, measured in newtons; it depends on where you are.",
      "On the Moon, where $g \\approx 1.6\\ \\mathrm{m/s^2}$, your mass is unchanged but your weight is about a sixth of its value on Earth.",
    ],
    intuition:
      "Mass is the stubbornness of a shopping trolley when you push it sideways; weight is how hard the ground has to hold it up. Take the trolley to the Moon and it is just as hard to get rolling, but far easier to lift.",
    questions: [
      question(
        "An astronaut has a mass of $70\\ \\mathrm{kg}$ on Earth. What is her mass on the Moon?",
        numeric(70, "kg"),
        "Still $70\\ \\mathrm{kg}$: mass is the amount of matter, which does not change with place.",
        "Right: $70\\ \\mathrm{kg}$. Only her weight changes.",
        "Does travelling change how much matter she is made of?",
      ),
      question(
        "What is the weight of a $5.0\\ \\mathrm{kg}$ bag of flour on Earth, where $g = 9.8\\ \\mathrm{m/s^2}$?",
        numeric(49, "N"),
        "$W = mg = 5.0 \\times 9.8 = 49\\ \\mathrm{N}$.",
        "Correct: $49\\ \\mathrm{N}$. Weight is a force, so it is in newtons.",
        "Weight is mass times the gravitational field strength.",
      ),
      question(
        "A bathroom scale shows kilograms. Is it really measuring your mass or your weight, and why?",
        allOf(["weight", "force", "push"]),
        "Weight: the scale measures the force you press on it and divides by Earth's $g$ to display kilograms.",
        "Exactly. On the Moon the same scale would show about a sixth of your Earth reading.",
        "What does the spring inside the scale actually feel?",
      ),
    ],
    misconceptions: [
      misconception(
        "mass-changes-on-moon",
        "Mass and weight are the same thing, so a body has less mass on the Moon.",
        {
          prompt: "Does a $10\\ \\mathrm{kg}$ rock have less mass on the Moon than on Earth?",
          check: allOf(["no", "same", "not", "unchanged"]),
        },
        [["less mass", "lighter mass", "mass is less", "mass goes down", "mass decreases", "yes"]],
        "Mass is the amount of matter and the resistance to being accelerated; it is the same on the Moon. What drops is the weight, the pull of gravity $W = mg$, because the Moon's $g$ is smaller.",
      ),
    ],
    realWorld: [
      "Astronauts on the International Space Station still have their full mass: a heavy box floating there is as hard to shove into motion as on Earth.",
      "Shop scales are calibrated for local gravity; the same scale reads slightly differently at the equator and at the poles.",
    ],
    challenge: question(
      "A $60\\ \\mathrm{kg}$ student weighs how much on Mars, where $g = 3.7\\ \\mathrm{m/s^2}$?",
      numeric(222, "N"),
      "$W = mg = 60 \\times 3.7 \\approx 220\\ \\mathrm{N}$, while the mass stays $60\\ \\mathrm{kg}$.",
      "Yes, about $220\\ \\mathrm{N}$: less than half the Earth weight, with the same mass.",
      "Use the Martian $g$ in $W = mg$.",
    ),
  },
  {
    id: "dynamics.circular-motion",
    subtopic: "dynamics",
    title: "Circular motion and centripetal force",
    keywords: [
      "circular motion",
      "centripetal force",
      "centrifugal force",
      "going around a curve",
      "turning car",
      "roller coaster loop",
      "bucket of water swung",
      "spinning",
      "merry go round",
      "thrown outward",
    ],
    keyIdeas: [
      "A body moving in a circle is always changing direction, so it is accelerating toward the centre even at constant speed: $a = v^2/r$.",
      "Something must pull or push it inward: tension, friction, gravity or a normal force. That inward net force is called the centripetal force, $F = mv^2/r$.",
      "The outward 'fling' you feel in a turning car is your body trying to go straight on; no outward force pushes you.",
    ],
    intuition:
      "Swing a ball on a string: your hand must keep pulling inward. Let go and the ball flies off along the tangent, in a straight line, not outward from the centre.",
    questions: [
      question(
        "A ball whirled on a string moves in a horizontal circle. If the string snaps, which way does the ball go at first?",
        someOf(1, ["tangent", "straight", "along the direction", "forward"]),
        "Along the tangent: in a straight line in the direction it was moving at that instant.",
        "Right: with no inward force it keeps its velocity, a straight line along the tangent.",
        "Which force was changing the ball's direction, and what happens when it is gone?",
      ),
      question(
        "A $1000\\ \\mathrm{kg}$ car takes a curve of radius $50\\ \\mathrm{m}$ at $10\\ \\mathrm{m/s}$. What net inward force does it need?",
        numeric(2000, "N"),
        "$F = mv^2/r = 1000 \\times 100 / 50 = 2000\\ \\mathrm{N}$, supplied by friction on the tyres.",
        "Correct: $2000\\ \\mathrm{N}$, from friction between tyres and road.",
        "Use $F = mv^2/r$.",
      ),
      question(
        "If the car takes the same curve twice as fast, by what factor does the needed inward force change?",
        someOf(1, ["4", "four", "quadruple"]),
        "By four: $F$ grows with $v^2$.",
        "Yes, four times: that is why speeding on a bend is so dangerous.",
        "How does $F$ depend on $v$?",
      ),
    ],
    misconceptions: [
      misconception(
        "centrifugal-force-pushes-out",
        "An outward centrifugal force pushes things away from the centre of a turn.",
        {
          prompt:
            "In a car turning left, your shoulder presses against the right-hand door. Is a force pushing you outward, or is something else going on?",
          check: someOf(1, ["straight", "inertia", "keep going", "door pushes", "door push"]),
        },
        [["outward force", "pushed out", "centrifugal", "force pushes me", "force pushing me"]],
        "Nothing pushes you outward. Your body tends to keep moving in a straight line (inertia) while the car turns under you, so the door comes to meet you and pushes you inward. That inward push is the centripetal force.",
      ),
    ],
    realWorld: [
      "Banked racetracks tilt the road so that part of the normal force points toward the centre of the curve.",
      "A washing machine's spin cycle removes water because the drum pushes the clothes inward while the water escapes through the holes along straight lines.",
    ],
    challenge: question(
      "At the top of a vertical loop of radius $10\\ \\mathrm{m}$, what is the smallest speed at which a roller-coaster car keeps contact with the track? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      numeric(9.9, "m/s"),
      "At the minimum speed gravity alone supplies the centripetal force: $mg = mv^2/r$, so $v = \\sqrt{gr} \\approx 9.9\\ \\mathrm{m/s}$.",
      "Right, about $9.9\\ \\mathrm{m/s}$: any slower and gravity pulls the car inward more than the circle needs.",
      "At the slowest speed the track pushes with no force at all; only gravity remains.",
    ),
  },
  {
    id: "dynamics.air-resistance",
    subtopic: "dynamics",
    title: "Air resistance and terminal velocity",
    keywords: [
      "air resistance",
      "drag",
      "terminal velocity",
      "skydiver",
      "parachute",
      "feather and hammer",
      "feather and a bowling ball",
    ],
    keyIdeas: [
      "Air pushes back on a moving body with a drag force that grows with speed and with the area facing the air.",
      "A falling body speeds up until drag equals its weight; then the net force is zero and it falls at a steady terminal velocity.",
      "Without air, all bodies fall with the same acceleration $g$; with air, a light body with a large area (a feather) reaches a low terminal velocity quickly.",
    ],
    intuition:
      "Stick your hand out of a car window: the faster the car, the harder the air shoves. A skydiver falling faster and faster meets the same growing shove until it matches her weight.",
    questions: [
      question(
        "A skydiver falls at a steady terminal velocity. What is the net force on her?",
        allOf(["zero", "0", "none", "balanced", "no net"]),
        "Zero: drag upward equals weight downward, so she no longer accelerates.",
        "Right: at terminal velocity the forces balance, so the speed stays constant.",
        "Constant velocity means what about the acceleration?",
      ),
      question(
        "When the skydiver opens her parachute, what happens to her speed, and why?",
        allOf(["slow", "decreas", "drops", "less", "lower"], ["drag", "air resistance", "area", "upward"]),
        "She slows down: the large canopy makes drag much bigger than her weight, so the net force points up until a new, lower terminal velocity is reached.",
        "Exactly: more area, more drag, a net upward force, and a new slower terminal velocity.",
        "What does the canopy change about the air's push?",
      ),
      question(
        "On the Moon, with no air, an astronaut drops a hammer and a feather together. Which lands first?",
        allOf(SAME_PHRASES),
        "They land together: with no air, both fall with the Moon's $g$.",
        "Yes: Apollo 15 did exactly this, and they landed together.",
        "What slowed the feather on Earth, and is it there on the Moon?",
      ),
    ],
    misconceptions: [
      misconception(
        "heavy-falls-faster",
        "Heavier objects always fall faster because gravity pulls harder on them.",
        {
          prompt:
            "Ignoring air, a $1\\ \\mathrm{kg}$ ball and a $10\\ \\mathrm{kg}$ ball are dropped from the same height. Which lands first?",
          check: allOf(SAME_PHRASES),
        },
        [["heav", "10 kg", "bigger", "more mass"]],
        "Gravity does pull ten times harder on the ten-kilogram ball, but it also has ten times the inertia, so $a = F/m = g$ for both. Without air they land together; with air, it is drag, not weight alone, that makes a difference.",
      ),
    ],
    realWorld: [
      "Cyclists crouch low to reduce the area facing the air, which lowers drag and lets them ride faster for the same effort.",
      "Raindrops hit the ground at only a few metres per second because they reach terminal velocity long before landing.",
    ],
    challenge: question(
      "A $70\\ \\mathrm{kg}$ skydiver falls at terminal velocity. How large is the drag force on her? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      numeric(686, "N"),
      "At terminal velocity drag equals weight: $70 \\times 9.8 \\approx 690\\ \\mathrm{N}$.",
      "Correct, about $690\\ \\mathrm{N}$: exactly her weight.",
      "At a steady speed, drag balances which other force?",
    ),
  },
  {
    id: "dynamics.gravity-and-orbits",
    subtopic: "dynamics",
    title: "Gravity, orbits and weightlessness",
    keywords: [
      "gravity",
      "orbit",
      "orbits",
      "astronauts float",
      "weightlessness",
      "zero gravity",
      "why doesn't the moon fall",
      "satellite",
      "universal gravitation",
      "free fall in orbit",
      "space station",
    ],
    keyIdeas: [
      "Every mass attracts every other mass with $F = Gm_1m_2/r^2$; gravity never switches off, even in orbit.",
      "An orbiting body is falling all the time, but it moves sideways so fast that the ground curves away beneath it as quickly as it falls.",
      "Astronauts float because they and their station fall together; at the station's height gravity is still about 90 % of its value on the ground.",
    ],
    intuition:
      "Throw a ball faster and faster from a tall mountain: each throw lands farther away, until at about $8\\ \\mathrm{km/s}$ the Earth curves away as fast as the ball drops and it never lands.",
    questions: [
      question(
        "Is there gravity on the International Space Station, about $400\\ \\mathrm{km}$ up?",
        allOf(["yes", "there is", "about 90", "still", "almost"]),
        "Yes: gravity there is about 90 % of surface gravity. The astronauts float because everything is falling together.",
        "Right: strong gravity, but everyone and everything falls around the Earth together.",
        "How far is $400\\ \\mathrm{km}$ compared with Earth's radius of $6400\\ \\mathrm{km}$?",
      ),
      question(
        "Why doesn't the Moon fall onto the Earth?",
        allOf(["sideways", "speed", "moving", "velocity", "tangent", "falling around", "misses"]),
        "It is falling, but its sideways speed carries it far enough that it keeps missing the Earth: it falls around it.",
        "Exactly: the Moon falls toward us all the time, while its sideways motion keeps it in orbit.",
        "What would the Moon do if gravity vanished, and how does gravity change that path?",
      ),
      question(
        "If the distance between two bodies doubles, by what factor does their gravitational pull change?",
        someOf(1, ["quarter", "1/4", "0.25", "four times less", "4 times less", "divided by 4"]),
        "It falls to a quarter: gravity follows an inverse square law.",
        "Yes, a quarter: $1/2^2$.",
        "How does $F$ depend on $r$ in Newton's law of gravitation?",
      ),
    ],
    misconceptions: [
      misconception(
        "no-gravity-in-space",
        "There is no gravity in space, which is why astronauts float.",
        {
          prompt: "Why do astronauts on an orbiting station float?",
          check: allOf(["fall", "free fall", "orbit", "together"]),
        },
        [["no gravity", "zero gravity", "gravity is zero", "gravity stops", "no gravity in space"]],
        "Gravity is strong in orbit: it is what holds the station on its curved path. Astronauts float because they and the station are in free fall together, so the floor never has to push on them.",
      ),
    ],
    realWorld: [
      "Planes flying parabolic arcs give passengers about 25 seconds of floating: the plane falls exactly as they do.",
      "Geostationary satellites orbit at about $36\\,000\\ \\mathrm{km}$, where one orbit takes exactly a day, so they hang over one spot.",
    ],
    challenge: question(
      "A satellite is moved from $1$ Earth radius to $3$ Earth radii from Earth's centre. By what factor does its weight change?",
      someOf(1, ["1/9", "ninth", "9 times less", "divided by 9", "0.11"]),
      "By $1/9$: three times the distance gives $1/3^2$ of the pull.",
      "Right, a ninth: inverse square again.",
      "Square the ratio of distances.",
    ),
  },
  {
    id: "work-energy.power",
    subtopic: "work-energy",
    title: "Power: how fast energy is transferred",
    keywords: [
      "power",
      "watt",
      "watts",
      "horsepower",
      "energy per second",
      "rate of doing work",
      "running up stairs",
      "kilowatt hour",
      "power and energy",
    ],
    keyIdeas: [
      "Power is the rate at which energy is transferred or work is done: $P = W/t$, in watts (joules per second).",
      "Two people who lift the same load up the same stairs do the same work; the one who is faster develops more power.",
      "A kilowatt-hour is an amount of energy, not a power: one kilowatt used for one hour, $3.6\\ \\mathrm{MJ}$.",
    ],
    intuition:
      "Energy is the amount of water you need to move; power is the width of the pipe. A wider pipe moves the same water sooner.",
    questions: [
      question(
        "A motor lifts a load, doing $600\\ \\mathrm{J}$ of work in $3.0\\ \\mathrm{s}$. What is its power?",
        numeric(200, "W"),
        "$P = W/t = 600/3.0 = 200\\ \\mathrm{W}$.",
        "Correct: $200\\ \\mathrm{W}$.",
        "Power is work divided by time.",
      ),
      question(
        "Two students of the same mass run up the same stairs, one in $5\\ \\mathrm{s}$ and one in $10\\ \\mathrm{s}$. Who does more work?",
        allOf(SAME_PHRASES),
        "Neither: both raise the same weight through the same height. The faster one has twice the power.",
        "Right: the same work, but the faster student develops twice the power.",
        "Work depends on force and distance. Does time appear?",
      ),
      question(
        "How much energy does a $100\\ \\mathrm{W}$ lamp use in $10\\ \\mathrm{s}$?",
        numeric(1000, "J"),
        "$E = Pt = 100 \\times 10 = 1000\\ \\mathrm{J}$.",
        "Yes: $1000\\ \\mathrm{J}$.",
        "Energy is power times time.",
      ),
    ],
    misconceptions: [
      misconception(
        "power-is-energy",
        "Power and energy are the same thing.",
        {
          prompt:
            "A kettle rated $2\\ \\mathrm{kW}$ and a lamp rated $20\\ \\mathrm{W}$: which uses more energy if the lamp stays on for a whole day and the kettle runs for one minute?",
          check: someOf(1, ["lamp", "bulb"]),
        },
        [["kettle"]],
        "The kettle has more power, but energy is power times time. The lamp uses $20 \\times 86400 \\approx 1.7\\ \\mathrm{MJ}$ in a day; the kettle uses $2000 \\times 60 = 0.12\\ \\mathrm{MJ}$ in a minute.",
      ),
    ],
    realWorld: [
      "Your electricity bill charges for energy in kilowatt-hours; the fuse limits power.",
      "A trained cyclist can sustain about $300\\ \\mathrm{W}$ for an hour, a sprinter over $1500\\ \\mathrm{W}$ for a few seconds.",
    ],
    challenge: question(
      "A $60\\ \\mathrm{kg}$ student climbs $4.0\\ \\mathrm{m}$ of stairs in $4.0\\ \\mathrm{s}$. What power does she develop against gravity? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      numeric(588, "W"),
      "$P = mgh/t = 60 \\times 9.8 \\times 4.0 / 4.0 \\approx 590\\ \\mathrm{W}$.",
      "Right, about $590\\ \\mathrm{W}$.",
      "Find the work $mgh$ first, then divide by the time.",
    ),
  },
  {
    id: "momentum.collisions",
    subtopic: "momentum",
    title: "Elastic and inelastic collisions",
    keywords: [
      "elastic collision",
      "inelastic collision",
      "collision",
      "collisions",
      "crash",
      "bounce",
      "sticks together",
      "kinetic energy lost",
      "newton's cradle",
      "car crash",
    ],
    keyIdeas: [
      "Momentum is conserved in every collision when no outside force acts; kinetic energy is conserved only in an elastic one.",
      "In an inelastic collision some kinetic energy becomes heat, sound and deformation; when the bodies stick together the loss is the largest possible.",
      "A bounce gives a larger change of momentum than a stop, so a bouncing body receives a bigger impulse.",
    ],
    intuition:
      "Two billiard balls click and part with almost all their energy: nearly elastic. Two lumps of clay thud and stick: the missing kinetic energy has gone into squashing and warming the clay.",
    questions: [
      question(
        "Two lumps of clay collide and stick together. Is kinetic energy conserved?",
        allOf(["no", "not", "lost", "isn't"]),
        "No: some kinetic energy turns into heat and deformation. Momentum is still conserved.",
        "Right: momentum yes, kinetic energy no.",
        "Where does the energy of the squashing go?",
      ),
      question(
        "A $2\\ \\mathrm{kg}$ cart at $3\\ \\mathrm{m/s}$ hits a resting $1\\ \\mathrm{kg}$ cart and they stick. What is their common speed?",
        numeric(2, "m/s"),
        "Momentum before is $6\\ \\mathrm{kg\\,m/s}$, shared by $3\\ \\mathrm{kg}$: $v = 2\\ \\mathrm{m/s}$.",
        "Correct: $2\\ \\mathrm{m/s}$.",
        "Total momentum before equals total momentum after.",
      ),
      question(
        "In a perfectly elastic collision, what is conserved besides momentum?",
        allOf(["kinetic energy", "kinetic", "ke", "energy"]),
        "The total kinetic energy.",
        "Yes: in an elastic collision no kinetic energy is lost.",
        "What does 'elastic' say about the energy of motion?",
      ),
    ],
    misconceptions: [
      misconception(
        "momentum-lost-in-inelastic",
        "Momentum is lost in a collision where bodies stick together.",
        {
          prompt: "When two carts collide and stick together, is their total momentum conserved?",
          check: allOf(["yes", "conserved", "is"]),
        },
        [["momentum is lost", "lose momentum", "not conserved", "no"]],
        "Momentum is conserved in every collision free of outside forces, sticky or not. It is kinetic energy that is lost in an inelastic collision, turned into heat and deformation.",
      ),
    ],
    realWorld: [
      "Car crumple zones make a crash inelastic on purpose: the car body absorbs the kinetic energy instead of the passengers.",
      "Newton's cradle passes momentum and almost all the kinetic energy down the row, which is why exactly one ball swings out.",
    ],
    challenge: question(
      "In the cart collision ($2\\ \\mathrm{kg}$ at $3\\ \\mathrm{m/s}$ sticking to $1\\ \\mathrm{kg}$ at rest), how much kinetic energy is lost?",
      numeric(3, "J"),
      "Before: $\\tfrac12 \\times 2 \\times 9 = 9\\ \\mathrm{J}$. After: $\\tfrac12 \\times 3 \\times 4 = 6\\ \\mathrm{J}$. Lost: $3\\ \\mathrm{J}$.",
      "Right, $3\\ \\mathrm{J}$ becomes heat and deformation.",
      "Compute $\\tfrac12 mv^2$ before and after, with the common speed of $2\\ \\mathrm{m/s}$.",
    ),
  },
  {
    id: "rotational-motion.moment-of-inertia",
    subtopic: "rotational-motion",
    title: "Moment of inertia and rolling",
    keywords: [
      "moment of inertia",
      "rotational inertia",
      "rolling",
      "which rolls faster",
      "rolls down a ramp",
      "hollow",
      "solid ball",
      "hoop and disk",
      "figure skater",
      "spin faster",
      "hard to spin",
      "flywheel",
    ],
    keyIdeas: [
      "Moment of inertia measures how hard a body is to set spinning; it depends on the mass and on how far that mass sits from the axis: $I = \\sum mr^2$.",
      "Mass far from the axis counts most: a hoop has a larger moment of inertia than a solid disk of the same mass and radius.",
      "A rolling body shares its energy between moving along and spinning, so a body with a larger moment of inertia rolls down a slope more slowly.",
    ],
    intuition:
      "Hold a broom near the bristles and swing it: it feels sluggish. Hold it at the middle and it twirls easily. Same mass, but closer to your hand.",
    questions: [
      question(
        "A hoop and a solid disk of the same mass and radius roll down the same ramp. Which reaches the bottom first?",
        someOf(1, ["disk", "disc", "solid"]),
        "The disk: its mass sits closer to the axis, so less of its energy goes into spinning.",
        "Right: the disk wins, whatever the mass and radius.",
        "Which body keeps its mass farther from the axis?",
      ),
      question(
        "Where should you put the mass of a flywheel to store the most energy at a given spin rate: near the rim or near the axle?",
        someOf(1, ["rim", "edge", "outside", "far"]),
        "Near the rim: mass far from the axis gives a large moment of inertia and more stored energy.",
        "Yes: heavy rims make good flywheels.",
        "How does $I$ depend on the distance from the axis?",
      ),
      question(
        "A point mass of $2\\ \\mathrm{kg}$ is fixed $0.5\\ \\mathrm{m}$ from an axis. What is its moment of inertia?",
        numeric(0.5, "kg*m^2"),
        "$I = mr^2 = 2 \\times 0.25 = 0.5\\ \\mathrm{kg\\,m^2}$.",
        "Correct: $0.5\\ \\mathrm{kg\\,m^2}$.",
        "For a point mass, $I = mr^2$.",
      ),
    ],
    misconceptions: [
      misconception(
        "heavier-rolls-faster",
        "A heavier ball always rolls down a slope faster.",
        {
          prompt:
            "A heavy solid steel ball and a light solid rubber ball roll down the same slope. Which reaches the bottom first?",
          check: allOf(SAME_PHRASES),
        },
        [["steel", "heav"]],
        "They arrive together: for every solid ball the same fraction of the energy goes into spinning, whatever its mass or size. Only the shape (how the mass is spread) matters.",
      ),
    ],
    realWorld: [
      "A figure skater pulls in her arms to reduce her moment of inertia, and spins faster.",
      "Tightrope walkers carry a long pole: its large moment of inertia slows any tipping.",
    ],
    challenge: question(
      "A solid cylinder rolls without slipping. What fraction of its kinetic energy is rotational? (For a solid cylinder $I = \\tfrac12 mr^2$.)",
      someOf(1, ["1/3", "third", "0.33", "33"]),
      "Rotational $\\tfrac12 I\\omega^2 = \\tfrac14 mv^2$; total $\\tfrac34 mv^2$; so one third is rotational.",
      "Right, one third.",
      "Write $\\tfrac12 I\\omega^2$ with $\\omega = v/r$ and compare with $\\tfrac12 mv^2$.",
    ),
  },
  {
    id: "oscillations-waves.sound-and-doppler",
    subtopic: "oscillations-waves",
    title: "Sound waves and the Doppler effect",
    keywords: [
      "sound",
      "sound waves",
      "doppler",
      "doppler effect",
      "siren",
      "pitch",
      "ambulance",
      "sound in space",
      "echo",
      "loudness",
      "sound travel",
    ],
    keyIdeas: [
      "Sound is a longitudinal wave of compressions and rarefactions in a medium, so it cannot cross a vacuum.",
      "Pitch is set by frequency and loudness by amplitude; in air sound travels at about $343\\ \\mathrm{m/s}$.",
      "When a source moves toward you, the wave crests bunch up and you hear a higher frequency; moving away, a lower one: the Doppler effect.",
    ],
    intuition:
      "A duck paddling across a pond makes ripples crowded together in front and stretched out behind. An ambulance does the same to its sound waves.",
    questions: [
      question(
        "Can you hear an explosion in space? Why or why not?",
        allOf(
          ["no", "not", "can't", "cannot"],
          ["air", "medium", "vacuum", "nothing to", "particles", "matter"],
        ),
        "No: sound needs a medium to travel through, and space is nearly a vacuum.",
        "Right: no medium, no sound.",
        "What does sound travel through on Earth?",
      ),
      question(
        "An ambulance drives past you with its siren on. How does the pitch change as it passes?",
        allOf(["lower", "drops", "decreas", "falls", "goes down", "high to low", "higher then lower"]),
        "It drops: higher while approaching, lower while moving away.",
        "Exactly: the pitch falls as it passes.",
        "Are the wave crests bunched up or spread out when it moves away?",
      ),
      question(
        "You see lightning and hear the thunder $3.0\\ \\mathrm{s}$ later. About how far away was the strike? (Sound travels at $343\\ \\mathrm{m/s}$.)",
        numeric(1029, "m", 0.1),
        "$d = vt \\approx 343 \\times 3.0 \\approx 1000\\ \\mathrm{m}$: light arrives almost at once.",
        "Right: about a kilometre.",
        "Distance is speed times time; the light's travel time is negligible.",
      ),
    ],
    misconceptions: [
      misconception(
        "siren-louder-means-higher",
        "The siren's own frequency changes as the driver approaches.",
        {
          prompt: "For the ambulance driver, does the pitch of the siren change as the ambulance passes you?",
          check: allOf(["no", "same", "doesn't", "does not", "unchanged", "constant"]),
        },
        [["yes", "changes", "higher", "lower"]],
        "The siren always sounds the same to the driver, who moves with it. The change is only for listeners the source moves toward or away from: the motion squeezes or stretches the waves they receive.",
      ),
    ],
    realWorld: [
      "Police radar guns and weather radars measure speeds from the Doppler shift of reflected waves.",
      "Doctors use Doppler ultrasound to measure how fast blood flows in an artery.",
    ],
    challenge: question(
      "A sound of frequency $686\\ \\mathrm{Hz}$ travels in air at $343\\ \\mathrm{m/s}$. What is its wavelength?",
      numeric(0.5, "m"),
      "$\\lambda = v/f = 343/686 = 0.50\\ \\mathrm{m}$.",
      "Correct: $0.50\\ \\mathrm{m}$.",
      "Use $v = f\\lambda$.",
    ),
  },
  {
    id: "oscillations-waves.resonance",
    subtopic: "oscillations-waves",
    title: "Resonance and standing waves",
    keywords: [
      "resonance",
      "resonate",
      "natural frequency",
      "standing wave",
      "standing waves",
      "glass shatters singing",
      "bridge collapse",
      "pushing a swing",
      "guitar string",
      "harmonics",
    ],
    keyIdeas: [
      "Every oscillator has natural frequencies. Pushed at one of them, it absorbs energy each cycle and its amplitude grows: resonance.",
      "A string fixed at both ends vibrates in standing waves whose wavelengths fit the string: $\\lambda = 2L/n$.",
      "Damping (friction) limits how large resonance can make the motion.",
    ],
    intuition:
      "Pushing a child on a swing works only if you push in time with the swing. Push at random moments and nothing builds up; push in step and each push adds a little.",
    questions: [
      question(
        "To make a swing go higher with small pushes, when should you push?",
        someOf(1, [
          "in time",
          "same frequency",
          "natural frequency",
          "each swing",
          "top",
          "in step",
          "rhythm",
        ]),
        "In time with the swing's own motion, at its natural frequency, so each push adds energy.",
        "Right: matching the natural frequency is the heart of resonance.",
        "What happens if your pushes come at random moments?",
      ),
      question(
        "A guitar string of length $0.65\\ \\mathrm{m}$ vibrates in its fundamental mode. What is the wavelength of that standing wave?",
        numeric(1.3, "m"),
        "The fundamental is half a wavelength: $\\lambda = 2L = 1.3\\ \\mathrm{m}$.",
        "Correct: $1.3\\ \\mathrm{m}$.",
        "How many half wavelengths fit on the string in the simplest mode?",
      ),
      question(
        "Why can a singer shatter a wine glass, but only with one particular note?",
        allOf(["natural frequency", "resonan", "same frequency", "matches"]),
        "The note must match the glass's natural frequency, so the glass resonates and its vibration grows until it cracks.",
        "Yes: only the resonant note feeds energy in on every cycle.",
        "What is special about the frequency of that note?",
      ),
    ],
    misconceptions: [
      misconception(
        "louder-always-bigger",
        "Any loud enough sound will make an object vibrate strongly.",
        {
          prompt:
            "A very loud note far from a glass's natural frequency and a quieter note exactly at it: which makes the glass vibrate more?",
          check: someOf(1, ["quiet", "natural", "second", "matching", "exact"]),
        },
        [["loud"]],
        "Frequency matters more than loudness. Off resonance, each push partly undoes the last; at resonance every push adds, so even a gentle note can build a large vibration.",
      ),
    ],
    realWorld: [
      "The Tacoma Narrows bridge twisted itself apart in 1940 when wind drove a torsional oscillation of the deck.",
      "Microwave ovens and MRI scanners both rely on driving systems at their resonant frequencies.",
    ],
    challenge: question(
      "A string's fundamental frequency is $110\\ \\mathrm{Hz}$. What is the frequency of its third harmonic?",
      numeric(330, "Hz"),
      "Harmonics are whole multiples of the fundamental: $3 \\times 110 = 330\\ \\mathrm{Hz}$.",
      "Right: $330\\ \\mathrm{Hz}$.",
      "The $n$th harmonic has $n$ times the fundamental frequency.",
    ),
  },
];
