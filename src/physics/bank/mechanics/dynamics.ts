/**
 * Dynamics templates: Newton's laws with weight, normal force, friction, tension and drag.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { radians, show, showNumber } from "./template-helpers";

const inclineWithFriction: ProblemTemplate = {
  id: "dynamics.incline-with-friction",
  subtopic: "dynamics",
  levels: ["high-school", "algebra"],
  title: "Crate sliding down a ramp with friction",
  generate(random) {
    const mass = random.between(2, 20, 0.5);
    const angle = random.between(25, 45, 1);
    const friction = random.between(0.1, 0.35, 0.01);
    const gravity = 9.81;
    const weight = mass * gravity;
    const alongSlope = weight * Math.sin(radians(angle));
    const normal = weight * Math.cos(radians(angle));
    const frictionForce = friction * normal;
    const netForce = alongSlope - frictionForce;
    const acceleration = netForce / mass;
    return {
      statement:
        `A crate of mass $m = ${show(mass, "kg")}$ slides down a ramp inclined at $\\theta = ${show(angle, "deg")}$ ` +
        `to the horizontal. The coefficient of kinetic friction between crate and ramp is $\\mu_k = ${show(friction, "")}$. ` +
        `Take $g = ${show(gravity, "m/s^2")}$. What is the acceleration of the crate down the ramp?`,
      knowns: [
        known({ symbol: "m", name: "mass of the crate", value: mass, unit: "kg" }),
        known({ symbol: "\\theta", name: "angle of the ramp", value: angle, unit: "deg" }),
        known({ symbol: "\\mu_k", name: "coefficient of kinetic friction", value: friction, unit: "" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "a", name: "acceleration down the ramp", unit: "m/s^2" },
      answer: { value: acceleration, unit: "m/s^2" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Component of the weight along the ramp (axes along and perpendicular to the ramp)",
          equation: "W_\\parallel = m g \\sin\\theta",
          substitution: `W_\\parallel = (${show(mass, "kg")})(${show(gravity, "m/s^2")})\\sin ${show(angle, "deg")} = ${show(alongSlope, "N")}`,
          result: { symbol: "W_\\parallel", value: alongSlope, unit: "N" },
        }),
        solutionStep({
          principle:
            "No acceleration perpendicular to the ramp, so the normal force balances the perpendicular weight component",
          equation: "N = m g \\cos\\theta",
          substitution: `N = (${show(mass, "kg")})(${show(gravity, "m/s^2")})\\cos ${show(angle, "deg")} = ${show(normal, "N")}`,
          result: { symbol: "N", value: normal, unit: "N" },
        }),
        solutionStep({
          principle: "Kinetic friction opposes the sliding, pointing up the ramp",
          equation: "f_k = \\mu_k N",
          substitution: `f_k = (${showNumber(friction)})(${show(normal, "N")}) = ${show(frictionForce, "N")}`,
          result: { symbol: "f_k", value: frictionForce, unit: "N" },
        }),
        solutionStep({
          principle: "Newton's second law along the ramp",
          equation: "a = \\frac{W_\\parallel - f_k}{m} = g(\\sin\\theta - \\mu_k \\cos\\theta)",
          substitution: `a = \\frac{${show(alongSlope, "N")} - ${show(frictionForce, "N")}}{${show(mass, "kg")}} = ${show(acceleration, "m/s^2")}`,
          result: { symbol: "a", value: acceleration, unit: "m/s^2" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Is the normal force on the crate equal to its weight mg?",
          explanation:
            "No. On a ramp the normal force only has to balance the part of the weight perpendicular to the surface, mg cos θ, which is less than mg. The other part, mg sin θ, pulls the crate down the ramp.",
        },
        steps: [
          tutorStep({
            prompt: "What is the component of the weight along the ramp?",
            description: "Weight component along the ramp",
            expected: { value: alongSlope, unit: "N" },
            hints: [
              "Tilt your axes so that x points down the ramp.",
              "The angle between the weight and the perpendicular to the ramp equals the ramp angle.",
              `Compute $m g \\sin\\theta$ with $\\theta = ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the normal force on the crate?",
            description: "Normal force",
            expected: { value: normal, unit: "N" },
            hints: [
              "The crate does not accelerate into or away from the ramp surface.",
              "The normal force balances the weight component perpendicular to the ramp.",
              "Compute $m g \\cos\\theta$.",
            ],
          }),
          tutorStep({
            prompt: "What is the kinetic friction force?",
            description: "Friction force",
            expected: { value: frictionForce, unit: "N" },
            hints: [
              "Kinetic friction is proportional to the normal force.",
              "$f_k = \\mu_k N$.",
              `Multiply $${showNumber(friction)}$ by $${show(normal, "N")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the net force on the crate along the ramp?",
            description: "Net force",
            expected: { value: netForce, unit: "N" },
            hints: [
              "Friction points up the ramp, against the motion.",
              "Net force = weight component down the ramp − friction.",
              `Subtract $${show(frictionForce, "N")}$ from $${show(alongSlope, "N")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the acceleration of the crate?",
            description: "Acceleration",
            expected: { value: acceleration, unit: "m/s^2" },
            hints: [
              "Use Newton's second law.",
              "$a = F_{net}/m$.",
              `Divide $${show(netForce, "N")}$ by $${show(mass, "kg")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-friction",
          description: "Left out friction and used a = g sin θ",
          wrongAnswer: { value: gravity * Math.sin(radians(angle)), unit: "m/s^2" },
          feedback: "The ramp is rough: kinetic friction μₖN acts up the ramp and reduces the net force.",
          step: 2,
        }),
        mistake({
          id: "friction-along-motion",
          description: "Added friction to the weight component instead of subtracting it",
          wrongAnswer: {
            value: gravity * (Math.sin(radians(angle)) + friction * Math.cos(radians(angle))),
            unit: "m/s^2",
          },
          feedback:
            "Friction always opposes the sliding. The crate slides down, so friction points up the ramp.",
          step: 3,
        }),
      ],
      keyConcepts: [
        "Choose axes along and perpendicular to the incline.",
        "On an incline N = mg cos θ when nothing else pushes perpendicular to the surface.",
        "Kinetic friction f = μₖN opposes the direction of sliding.",
      ],
      realWorld:
        "Loading ramps, playground slides and runaway-truck ramps are all designed with this balance of gravity and friction in mind.",
    };
  },
};

const elevatorScale: ProblemTemplate = {
  id: "dynamics.elevator-scale-reading",
  subtopic: "dynamics",
  levels: ["high-school", "algebra"],
  title: "Bathroom scale in an accelerating elevator",
  generate(random) {
    const mass = random.between(45, 95, 1);
    const speed = random.between(2, 4, 0.1);
    const duration = random.between(1, 2.5, 0.1);
    const gravity = 9.81;
    const goingUp = random.pick([true, false]);
    const acceleration = speed / duration;
    const weight = mass * gravity;
    const netForce = mass * acceleration;
    const reading = weight + netForce;
    const motion = goingUp
      ? `starts from rest and moves upward, reaching $v = ${show(speed, "m/s")}$ after $\\Delta t = ${show(duration, "s")}$ of uniform acceleration`
      : `is moving downward at $v = ${show(speed, "m/s")}$ and slows uniformly to a stop at a lower floor in $\\Delta t = ${show(duration, "s")}$`;
    return {
      statement:
        `A person of mass $m = ${show(mass, "kg")}$ stands on a bathroom scale in an elevator. The elevator ${motion}. ` +
        `Take $g = ${show(gravity, "m/s^2")}$. What force does the scale read during this time?`,
      knowns: [
        known({ symbol: "m", name: "mass of the person", value: mass, unit: "kg" }),
        known({
          symbol: "v",
          name: goingUp ? "speed reached" : "speed before braking",
          value: speed,
          unit: "m/s",
        }),
        known({ symbol: "\\Delta t", name: "duration of the speed change", value: duration, unit: "s" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "N", name: "scale reading (normal force)", unit: "N" },
      answer: { value: reading, unit: "N" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: goingUp
            ? "Speeding up while moving up: the acceleration points up"
            : "Slowing down while moving down: the acceleration points up",
          equation: "a = \\frac{v}{\\Delta t}",
          substitution: `a = \\frac{${show(speed, "m/s")}}{${show(duration, "s")}} = ${show(acceleration, "m/s^2")}`,
          result: { symbol: "a", value: acceleration, unit: "m/s^2" },
        }),
        solutionStep({
          principle:
            "Newton's second law for the person, upward positive: the scale pushes up, gravity pulls down",
          equation: "N - m g = m a \\Rightarrow N = m(g + a)",
          substitution: `N = (${show(mass, "kg")})(${show(gravity, "m/s^2")} + ${show(acceleration, "m/s^2")}) = ${show(reading, "N")}`,
          result: { symbol: "N", value: reading, unit: "N" },
        }),
      ],
      tutor: {
        warmup: {
          question: goingUp
            ? "While the elevator speeds up on its way up, do you feel heavier or lighter?"
            : "While the elevator slows down on its way down, do you feel heavier or lighter?",
          explanation:
            "Heavier. In both cases the acceleration points upward, so the floor must push up with more than your weight to give you that upward acceleration. What matters is the direction of the acceleration, not of the motion.",
        },
        steps: [
          tutorStep({
            prompt: "What is the magnitude of the elevator's acceleration?",
            description: "Acceleration",
            expected: { value: acceleration, unit: "m/s^2" },
            hints: [
              "The speed changes uniformly.",
              "Acceleration = change in speed / time.",
              `Divide $${show(speed, "m/s")}$ by $${show(duration, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the person's weight?",
            description: "Weight",
            expected: { value: weight, unit: "N" },
            hints: [
              "Weight is the gravitational force.",
              "$W = m g$.",
              `Multiply $${show(mass, "kg")}$ by 9.81 m/s².`,
            ],
          }),
          tutorStep({
            prompt: "What net force is needed to give the person this acceleration?",
            description: "Net force",
            expected: { value: netForce, unit: "N" },
            hints: [
              "Use Newton's second law.",
              "$F_{net} = m a$.",
              `Multiply $${show(mass, "kg")}$ by the acceleration.`,
            ],
          }),
          tutorStep({
            prompt: "What force does the scale read?",
            description: "Scale reading",
            expected: { value: reading, unit: "N" },
            hints: [
              "The acceleration points up, so the upward push must exceed the weight.",
              "$N - mg = ma$.",
              `Add $${show(weight, "N")}$ and $${show(netForce, "N")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-acceleration",
          description: "Gave the weight mg, as if the elevator moved at constant speed",
          wrongAnswer: { value: weight, unit: "N" },
          feedback: "The scale reads mg only when the acceleration is zero. Here a ≠ 0, so N − mg = ma.",
        }),
        mistake({
          id: "acceleration-wrong-direction",
          description: goingUp
            ? "Subtracted ma from the weight"
            : "Took the acceleration as downward because the elevator moves down",
          wrongAnswer: { value: mass * (gravity - acceleration), unit: "N" },
          feedback: goingUp
            ? "Speeding up while moving up means the acceleration points up, so the scale reads more than mg: N = m(g + a)."
            : "Slowing down while moving down means the acceleration points up, opposite to the velocity, so N = m(g + a).",
        }),
      ],
      keyConcepts: [
        "A scale reads the normal force, not your mass or weight.",
        "The direction of the acceleration, not of the velocity, decides whether you feel heavier or lighter.",
        "Newton's second law: N − mg = ma with upward positive.",
      ],
      realWorld:
        "Elevator designers keep accelerations near 1 m/s² so passengers feel only about 10 % heavier or lighter; drop towers at amusement parks play with the extreme case N = 0.",
    };
  },
};

const SURFACES = [
  { name: "dry asphalt", minimum: 0.7, maximum: 0.9 },
  { name: "wet asphalt", minimum: 0.4, maximum: 0.6 },
  { name: "packed snow", minimum: 0.2, maximum: 0.35 },
] as const;

const flatCurve: ProblemTemplate = {
  id: "dynamics.flat-curve-maximum-speed",
  subtopic: "dynamics",
  levels: ["high-school", "algebra"],
  title: "Top speed around a flat curve",
  generate(random) {
    const surface = random.pick(SURFACES);
    const friction = random.between(surface.minimum, surface.maximum, 0.01);
    const radius = random.between(30, 150, 1);
    const gravity = 9.81;
    const maximumAcceleration = friction * gravity;
    const speedSquared = maximumAcceleration * radius;
    const speed = Math.sqrt(speedSquared);
    const speedKmh = speed * 3.6;
    return {
      statement:
        `A car rounds a flat (unbanked) curve of radius $r = ${show(radius, "m")}$ on ${surface.name}, where the ` +
        `coefficient of static friction between tyres and road is $\\mu_s = ${show(friction, "")}$. Take $g = ${show(gravity, "m/s^2")}$. ` +
        "What is the highest speed, in km/h, at which the car can take the curve without skidding?",
      knowns: [
        known({ symbol: "r", name: "radius of the curve", value: radius, unit: "m" }),
        known({ symbol: "\\mu_s", name: "coefficient of static friction", value: friction, unit: "" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v_{max}", name: "maximum speed", unit: "km/h" },
      answer: { value: speedKmh, unit: "km/h" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "On a flat road only static friction can supply the centripetal force; at the limit $f = \\mu_s N = \\mu_s m g$",
          equation: "\\frac{m v^2}{r} = \\mu_s m g \\Rightarrow v = \\sqrt{\\mu_s g r}",
          substitution: `v = \\sqrt{(${showNumber(friction)})(${show(gravity, "m/s^2")})(${show(radius, "m")})} = ${show(speed, "m/s")}`,
          result: { symbol: "v_{max}", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Convert to km/h (1 m/s = 3.6 km/h)",
          equation: "v[\\mathrm{km/h}] = 3.6\\, v[\\mathrm{m/s}]",
          substitution: `v = 3.6 \\times ${showNumber(speed)} = ${show(speedKmh, "km/h")}`,
          result: { symbol: "v_{max}", value: speedKmh, unit: "km/h" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Which force pushes the car toward the centre of the curve?",
          explanation:
            "Static friction from the road on the tyres. Nothing else has a horizontal component on a flat road, so the friction must provide the whole centripetal force; when it cannot, the car skids outward.",
        },
        steps: [
          tutorStep({
            prompt: "What is the largest sideways (centripetal) acceleration friction can give the car?",
            description: "Maximum centripetal acceleration",
            expected: { value: maximumAcceleration, unit: "m/s^2" },
            hints: [
              "The largest static friction force is $\\mu_s N$, and on a flat road $N = mg$.",
              "Divide the maximum friction force by the mass.",
              `Compute $\\mu_s g$ with $\\mu_s = ${showNumber(friction)}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is $v^2$ at the limit?",
            description: "Speed squared",
            expected: { value: speedSquared, unit: "m^2/s^2" },
            hints: [
              "Centripetal acceleration is $v^2/r$.",
              "Set $v^2/r$ equal to the maximum acceleration.",
              `Multiply the maximum acceleration by $${show(radius, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the maximum speed in m/s?",
            description: "Maximum speed in m/s",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "You have $v^2$.",
              "Take the square root.",
              `Compute $\\sqrt{${showNumber(speedSquared)}}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the maximum speed in km/h?",
            description: "Convert to km/h",
            expected: { value: speedKmh, unit: "km/h" },
            hints: [
              "1 m/s is 3.6 km/h.",
              "Multiply, do not divide: km/h numbers are larger.",
              `Multiply $${showNumber(speed)}$ by 3.6.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-square-root",
          description: "Used $v = \\mu_s g r$ without the square root",
          wrongAnswer: { value: 3.6 * speedSquared, unit: "km/h" },
          feedback: "μₛgr is v², not v. Take the square root before converting.",
          step: 2,
        }),
        mistake({
          id: "left-in-m-s",
          description: "Gave the speed in m/s where km/h was asked",
          wrongAnswer: { value: speed, unit: "km/h" },
          feedback: "The question asks for km/h. Multiply the speed in m/s by 3.6.",
          step: 3,
        }),
        mistake({
          id: "divided-by-3-6",
          description: "Divided by 3.6 instead of multiplying when converting to km/h",
          wrongAnswer: { value: speed / 3.6, unit: "km/h" },
          feedback:
            "A kilometre per hour is smaller than a metre per second, so the number in km/h is larger: multiply by 3.6.",
          step: 3,
        }),
      ],
      keyConcepts: [
        "Circular motion needs a net inward force m v²/r.",
        "On a flat curve static friction provides it, up to μₛ m g.",
        "The maximum speed √(μₛ g r) does not depend on the car's mass.",
      ],
      realWorld:
        "Advisory speed signs before curves, and the lower limits on wet or snowy roads, follow from this friction limit; banking the road raises it.",
    };
  },
};

const atwoodMachine: ProblemTemplate = {
  id: "dynamics.atwood-machine-tension",
  subtopic: "dynamics",
  levels: ["algebra", "calculus"],
  title: "Tension in an Atwood machine",
  generate(random) {
    const heavy = random.between(5, 9, 0.01);
    const light = random.between(1, 4, 0.01);
    const gravity = 9.81;
    const drivingForce = (heavy - light) * gravity;
    const totalMass = heavy + light;
    const acceleration = drivingForce / totalMass;
    const tension = light * (gravity + acceleration);
    return {
      statement:
        `Two blocks hang from a light string over a frictionless, massless pulley: $m_1 = ${show(heavy, "kg")}$ on one side ` +
        `and $m_2 = ${show(light, "kg")}$ on the other. The system is released from rest. Take $g = ${show(gravity, "m/s^2")}$. ` +
        "What is the tension in the string while the blocks move?",
      knowns: [
        known({ symbol: "m_1", name: "heavier mass", value: heavy, unit: "kg" }),
        known({ symbol: "m_2", name: "lighter mass", value: light, unit: "kg" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "T", name: "tension in the string", unit: "N" },
      answer: { value: tension, unit: "N" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Newton's second law for each block ($m_1$ moves down, $m_2$ up, same a): $m_1 g - T = m_1 a$ and $T - m_2 g = m_2 a$; add them",
          equation: "a = \\frac{(m_1 - m_2) g}{m_1 + m_2}",
          substitution: `a = \\frac{(${show(heavy, "kg")} - ${show(light, "kg")})(${show(gravity, "m/s^2")})}{${show(heavy, "kg")} + ${show(light, "kg")}} = ${show(acceleration, "m/s^2")}`,
          result: { symbol: "a", value: acceleration, unit: "m/s^2" },
        }),
        solutionStep({
          principle: "Tension from the lighter block's equation",
          equation: "T = m_2 (g + a) = \\frac{2 m_1 m_2 g}{m_1 + m_2}",
          substitution: `T = (${show(light, "kg")})(${show(gravity, "m/s^2")} + ${show(acceleration, "m/s^2")}) = ${show(tension, "N")}`,
          result: { symbol: "T", value: tension, unit: "N" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Is the tension equal to the weight of the heavier block, the lighter block, or neither?",
          explanation:
            "Neither. The heavier block accelerates down, so the tension is less than its weight; the lighter block accelerates up, so the tension is more than its weight. The tension lies between the two weights.",
        },
        steps: [
          tutorStep({
            prompt: "What is the net force driving the system (the difference of the weights)?",
            description: "Driving force",
            expected: { value: drivingForce, unit: "N" },
            hints: [
              "The tension pulls both blocks and cancels when you treat them as one system.",
              "The unbalanced force is the difference between the two weights.",
              `Compute $(m_1 - m_2) g$.`,
            ],
          }),
          tutorStep({
            prompt: "What total mass does this force accelerate?",
            description: "Total mass",
            expected: { value: totalMass, unit: "kg" },
            hints: [
              "Both blocks move together.",
              "Add the masses.",
              `$${show(heavy, "kg")}$ + $${show(light, "kg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the acceleration of the blocks?",
            description: "Acceleration",
            expected: { value: acceleration, unit: "m/s^2" },
            hints: [
              "Newton's second law for the whole system.",
              "$a$ = driving force / total mass.",
              `Divide $${show(drivingForce, "N")}$ by $${show(totalMass, "kg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the tension in the string?",
            description: "Tension",
            expected: { value: tension, unit: "N" },
            hints: [
              "Apply Newton's second law to the lighter block alone.",
              "It accelerates upward: $T - m_2 g = m_2 a$.",
              `Compute $m_2(g + a)$ with $m_2 = ${show(light, "kg")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "tension-equals-heavier-weight",
          description: "Took the tension equal to the weight of the heavier block",
          wrongAnswer: { value: heavy * gravity, unit: "N" },
          feedback:
            "The heavier block accelerates downward, so the string pulls up on it with less than its weight.",
        }),
        mistake({
          id: "tension-equals-lighter-weight",
          description: "Took the tension equal to the weight of the lighter block",
          wrongAnswer: { value: light * gravity, unit: "N" },
          feedback: "That would hold the lighter block still, but it accelerates upward: T − m₂g = m₂a.",
        }),
        mistake({
          id: "forgot-weight-of-lighter-block",
          description: "Wrote T = m₂a, leaving the lighter block's weight out of its force equation",
          wrongAnswer: { value: light * acceleration, unit: "N" },
          feedback:
            "Two forces act on the lighter block: T up and m₂g down. Their difference is m₂a, so T = m₂(g + a).",
        }),
      ],
      keyConcepts: [
        "Draw a free-body diagram for each block; a light string has the same tension at both ends.",
        "Both blocks share the magnitude of the acceleration.",
        "The tension lies between the two weights when the blocks accelerate.",
      ],
      realWorld:
        "Elevators use a counterweight on the other side of the pulley, an Atwood machine, so the motor only has to supply the difference in weight.",
    };
  },
};

const skydiverDrag: ProblemTemplate = {
  id: "dynamics.skydiver-quadratic-drag",
  subtopic: "dynamics",
  levels: ["calculus"],
  title: "Skydiver's speed with quadratic air drag",
  generate(random) {
    const mass = random.between(60, 100, 1);
    const dragConstant = random.between(0.2, 0.3, 0.01);
    const time = random.between(4, 6.5, 0.1);
    const gravity = 9.81;
    const terminal = Math.sqrt((mass * gravity) / dragConstant);
    const timeScale = terminal / gravity;
    const ratio = time / timeScale;
    const hyperbolicTangent = Math.tanh(ratio);
    const speed = terminal * hyperbolicTangent;
    return {
      statement:
        `A skydiver of mass $m = ${show(mass, "kg")}$ (with gear) steps out of a hovering helicopter and falls from rest. ` +
        `Air drag has magnitude $F_D = c v^2$ with $c = ${show(dragConstant, "kg/m")}$. Take $g = ${show(gravity, "m/s^2")}$. ` +
        `Solve $m\\,\\frac{dv}{dt} = m g - c v^2$ to find the speed $t = ${show(time, "s")}$ after the start of the fall.`,
      knowns: [
        known({ symbol: "m", name: "mass of the skydiver with gear", value: mass, unit: "kg" }),
        known({ symbol: "c", name: "drag constant", value: dragConstant, unit: "kg/m" }),
        known({ symbol: "t", name: "time since the start of the fall", value: time, unit: "s" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v", name: "speed at time t", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Terminal speed: the drag balances the weight when dv/dt = 0",
          equation: "v_T = \\sqrt{\\frac{m g}{c}}",
          substitution: `v_T = \\sqrt{\\frac{(${show(mass, "kg")})(${show(gravity, "m/s^2")})}{${show(dragConstant, "kg/m")}}} = ${show(terminal, "m/s")}`,
          result: { symbol: "v_T", value: terminal, unit: "m/s" },
        }),
        solutionStep({
          principle:
            "Separate variables: $\\int_0^v \\frac{dv'}{1 - v'^2/v_T^2} = \\int_0^t g\\,dt'$ gives $v_T \\operatorname{artanh}(v/v_T) = g t$",
          equation: "v(t) = v_T \\tanh\\left(\\frac{g t}{v_T}\\right)",
          substitution: `v = (${show(terminal, "m/s")})\\tanh\\left(\\frac{(${show(gravity, "m/s^2")})(${show(time, "s")})}{${show(terminal, "m/s")}}\\right) = (${show(terminal, "m/s")})\\tanh(${showNumber(ratio)}) = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Right after stepping out, what is the skydiver's acceleration, and what is it once terminal speed is reached?",
          explanation:
            "At the start v = 0, so there is no drag and the acceleration is g. As the speed grows the drag cv² grows until it equals mg; then the acceleration is zero and the speed stays at the terminal speed.",
        },
        steps: [
          tutorStep({
            prompt: "What is the terminal speed?",
            description: "Terminal speed",
            expected: { value: terminal, unit: "m/s" },
            hints: [
              "At terminal speed the acceleration is zero.",
              "Set $m g = c v_T^2$.",
              `Compute $\\sqrt{mg/c}$ with $m = ${show(mass, "kg")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "Separating variables gives $v = v_T \\tanh(t/\\tau)$. What is the time scale $\\tau = v_T/g$?",
            description: "Time scale",
            expected: { value: timeScale, unit: "s" },
            hints: [
              "This is the time it would take to reach $v_T$ with no drag at all.",
              "Divide the terminal speed by g.",
              `Compute $${show(terminal, "m/s")}$ / 9.81 m/s².`,
            ],
          }),
          tutorStep({
            prompt: "What is the dimensionless ratio $t/\\tau$?",
            description: "Time in units of τ",
            expected: { value: ratio, unit: "" },
            hints: [
              "Both are times in seconds.",
              "Divide t by τ.",
              `Compute $${show(time, "s")}$ / $${show(timeScale, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What fraction of the terminal speed has been reached, $\\tanh(t/\\tau)$?",
            description: "Fraction of terminal speed",
            expected: { value: hyperbolicTangent, unit: "" },
            hints: [
              "Use the hyperbolic tangent key on your calculator.",
              "$\\tanh x = (e^x - e^{-x})/(e^x + e^{-x})$.",
              `Compute $\\tanh(${showNumber(ratio)})$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the skydiver's speed at time t?",
            description: "Speed",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "Multiply the terminal speed by the fraction reached.",
              "$v = v_T \\tanh(t/\\tau)$.",
              `Multiply $${show(terminal, "m/s")}$ by $${showNumber(hyperbolicTangent)}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-drag",
          description: "Used free fall without drag, v = g t",
          wrongAnswer: { value: gravity * time, unit: "m/s" },
          feedback:
            "Drag grows with v², so after a few seconds it is no longer negligible. Solve the equation with the drag term.",
        }),
        mistake({
          id: "used-linear-drag-solution",
          description: "Used the exponential solution of linear drag, $v = v_T(1 - e^{-gt/v_T})$",
          wrongAnswer: { value: terminal * (1 - Math.exp(-ratio)), unit: "m/s" },
          feedback:
            "The exponential form solves dv/dt = g − (b/m)v. With drag proportional to v², separating variables gives a tanh instead.",
        }),
      ],
      keyConcepts: [
        "Newton's second law with drag is a differential equation for v(t).",
        "Terminal speed is reached when drag equals weight.",
        "Quadratic drag gives $v = v_T \\tanh(g t/v_T)$, found by separating variables.",
      ],
      realWorld:
        "A belly-down skydiver reaches about 55 m/s within roughly 12 s; curling into a head-down position lowers c and raises the terminal speed above 80 m/s.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  inclineWithFriction,
  elevatorScale,
  flatCurve,
  atwoodMachine,
  skydiverDrag,
];
