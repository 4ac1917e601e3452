/**
 * Work and energy templates: conservation of energy, the work-energy theorem and work by variable forces.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { drawUntil, radians, show, showNumber } from "./template-helpers";

const rollerCoaster: ProblemTemplate = {
  id: "work-energy.roller-coaster-speed",
  subtopic: "work-energy",
  levels: ["high-school", "algebra"],
  title: "Speed of a roller-coaster car lower down the track",
  generate(random) {
    const mass = random.between(300, 800, 10);
    const lowerHeight = random.between(2, 15, 0.1);
    const drop = random.between(8, 20, 0.1);
    const upperHeight = Number((lowerHeight + drop).toPrecision(12));
    const initialSpeed = random.between(8, 14, 0.1);
    const gravity = 9.81;
    const initialKinetic = (0.5 * mass * initialSpeed ** 2) / 1000;
    const potentialLoss = (mass * gravity * drop) / 1000;
    const finalKinetic = initialKinetic + potentialLoss;
    const finalSpeed = Math.sqrt((2 * finalKinetic * 1000) / mass);
    const freeFallSpeed = Math.sqrt(2 * gravity * drop);
    return {
      statement:
        `A roller-coaster car of mass $m = ${show(mass, "kg")}$ passes a point $h_1 = ${show(upperHeight, "m")}$ above the ground ` +
        `at $v_1 = ${show(initialSpeed, "m/s")}$. Ignoring friction and air resistance and taking $g = ${show(gravity, "m/s^2")}$, ` +
        `how fast is it moving when it reaches a point $h_2 = ${show(lowerHeight, "m")}$ above the ground?`,
      knowns: [
        known({ symbol: "m", name: "mass of the car", value: mass, unit: "kg" }),
        known({ symbol: "h_1", name: "height of the first point", value: upperHeight, unit: "m" }),
        known({ symbol: "h_2", name: "height of the second point", value: lowerHeight, unit: "m" }),
        known({ symbol: "v_1", name: "speed at the first point", value: initialSpeed, unit: "m/s" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v_2", name: "speed at the second point", unit: "m/s" },
      answer: { value: finalSpeed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Height lost between the two points",
          equation: "\\Delta h = h_1 - h_2",
          substitution: `\\Delta h = ${show(upperHeight, "m")} - ${show(lowerHeight, "m")} = ${show(drop, "m")}`,
          result: { symbol: "\\Delta h", value: drop, unit: "m" },
        }),
        solutionStep({
          principle: "Without friction, mechanical energy is conserved; the mass cancels",
          equation:
            "\\tfrac{1}{2} m v_1^2 + m g h_1 = \\tfrac{1}{2} m v_2^2 + m g h_2 \\Rightarrow v_2 = \\sqrt{v_1^2 + 2 g \\Delta h}",
          substitution: `v_2 = \\sqrt{(${show(initialSpeed, "m/s")})^2 + 2(${show(gravity, "m/s^2")})(${show(drop, "m")})} = ${show(finalSpeed, "m/s")}`,
          result: { symbol: "v_2", value: finalSpeed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Would a heavier car be going faster, slower or at the same speed at the lower point?",
          explanation:
            "The same speed. Both its kinetic energy and the potential energy it loses are proportional to its mass, so the mass cancels out of the energy balance.",
        },
        steps: [
          tutorStep({
            prompt: "By how much does the car's height decrease?",
            description: "Height drop",
            expected: { value: drop, unit: "m" },
            hints: [
              "Only the change in height matters for the potential energy.",
              "Subtract the lower height from the upper height.",
              `$${show(upperHeight, "m")}$ − $${show(lowerHeight, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the car's kinetic energy at the first point?",
            description: "Initial kinetic energy",
            expected: { value: initialKinetic, unit: "kJ" },
            hints: [
              "The car is already moving at the first point.",
              "$K = \\tfrac{1}{2} m v^2$.",
              `Compute $\\tfrac{1}{2}(${show(mass, "kg")})(${show(initialSpeed, "m/s")})^2$ and express it in kJ.`,
            ],
          }),
          tutorStep({
            prompt: "How much gravitational potential energy does the car lose on the way down?",
            description: "Potential energy lost",
            expected: { value: potentialLoss, unit: "kJ" },
            hints: [
              "Gravitational potential energy is $m g h$.",
              "Use the height drop, not either height alone.",
              `Compute $m g (h_1 - h_2)$ with the drop $${show(drop, "m")}$, in kJ.`,
            ],
          }),
          tutorStep({
            prompt: "What is the car's kinetic energy at the lower point?",
            description: "Final kinetic energy",
            expected: { value: finalKinetic, unit: "kJ" },
            hints: [
              "Energy lost as potential energy is gained as kinetic energy.",
              "Add the potential energy lost to the initial kinetic energy.",
              `$${show(initialKinetic, "kJ")}$ + $${show(potentialLoss, "kJ")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How fast is the car moving at the lower point?",
            description: "Final speed",
            expected: { value: finalSpeed, unit: "m/s" },
            hints: [
              "Solve $K = \\tfrac{1}{2} m v^2$ for v.",
              "$v = \\sqrt{2K/m}$; convert kJ to J first.",
              `Compute $\\sqrt{2(${showNumber(finalKinetic * 1000)}\\ \\mathrm{J})/(${show(mass, "kg")})}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "ignored-initial-kinetic-energy",
          description: "Started from rest, v = √(2gΔh), ignoring the speed at the first point",
          wrongAnswer: { value: freeFallSpeed, unit: "m/s" },
          feedback:
            "The car already has kinetic energy ½mv₁² at the first point; include it in the energy balance.",
          step: 1,
        }),
        mistake({
          id: "added-speeds",
          description: "Added v₁ to √(2gΔh) instead of adding energies",
          wrongAnswer: { value: initialSpeed + freeFallSpeed, unit: "m/s" },
          feedback: "Energies add, speeds do not: add v₁² and 2gΔh, then take the square root.",
          step: 3,
        }),
        mistake({
          id: "forgot-square-root",
          description: "Gave v₁² + 2gΔh without taking the square root",
          wrongAnswer: { value: initialSpeed ** 2 + 2 * gravity * drop, unit: "m/s" },
          feedback: "v₁² + 2gΔh is the square of the speed (in m²/s²). Take its square root.",
          step: 4,
        }),
      ],
      keyConcepts: [
        "Without friction, kinetic plus potential energy stays constant.",
        "Only the change in height affects the change in potential energy.",
        "The mass cancels: all cars reach the same speed at the same point.",
      ],
      realWorld:
        "Coaster designers size each hill so the car keeps enough energy to clear the next one, with a margin for the energy friction and air drag take away.",
    };
  },
};

const springLauncher: ProblemTemplate = {
  id: "work-energy.spring-launcher",
  subtopic: "work-energy",
  levels: ["high-school", "algebra"],
  title: "Launch speed from a compressed spring",
  generate(random) {
    const stiffness = random.between(200, 800, 5);
    const compressionCm = random.between(5, 20, 0.1);
    const mass = random.between(0.05, 0.3, 0.005);
    const compression = compressionCm / 100;
    const springEnergy = 0.5 * stiffness * compression ** 2;
    const speedSquared = (2 * springEnergy) / mass;
    const speed = Math.sqrt(speedSquared);
    return {
      statement:
        `A toy launcher has a spring of constant $k = ${show(stiffness, "N/m")}$. A ball of mass $m = ${show(mass, "kg")}$ ` +
        `is pushed against it, compressing it by $x = ${show(compressionCm, "cm")}$, and released on a smooth horizontal track. ` +
        "With what speed does the ball leave the spring?",
      knowns: [
        known({ symbol: "k", name: "spring constant", value: stiffness, unit: "N/m" }),
        known({ symbol: "m", name: "mass of the ball", value: mass, unit: "kg" }),
        known({ symbol: "x", name: "compression of the spring", value: compressionCm, unit: "cm" }),
      ],
      unknown: { symbol: "v", name: "launch speed", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Energy stored in the compressed spring (x in metres)",
          equation: "U_s = \\tfrac{1}{2} k x^2",
          substitution: `U_s = \\tfrac{1}{2}(${show(stiffness, "N/m")})(${show(compression, "m")})^2 = ${show(springEnergy, "J")}`,
          result: { symbol: "U_s", value: springEnergy, unit: "J" },
        }),
        solutionStep({
          principle: "On a smooth horizontal track all of it becomes kinetic energy",
          equation: "\\tfrac{1}{2} m v^2 = \\tfrac{1}{2} k x^2 \\Rightarrow v = x\\sqrt{\\frac{k}{m}}",
          substitution: `v = (${show(compression, "m")})\\sqrt{\\frac{${show(stiffness, "N/m")}}{${show(mass, "kg")}}} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "If you compress the spring twice as far, how much faster does the ball leave?",
          explanation:
            "Twice as fast. The stored energy ½kx² grows four times, and since kinetic energy is ½mv², four times the energy means twice the speed.",
        },
        steps: [
          tutorStep({
            prompt: "Express the compression in metres.",
            description: "Compression in m",
            expected: { value: compression, unit: "m" },
            hints: [
              "The spring constant is in N/m.",
              "100 cm = 1 m.",
              `Divide $${showNumber(compressionCm)}$ by 100.`,
            ],
          }),
          tutorStep({
            prompt: "How much energy is stored in the compressed spring?",
            description: "Spring energy",
            expected: { value: springEnergy, unit: "J" },
            hints: [
              "Elastic potential energy depends on the square of the compression.",
              "$U_s = \\tfrac{1}{2} k x^2$.",
              `Compute $\\tfrac{1}{2}(${showNumber(stiffness)})(${showNumber(compression)})^2$.`,
            ],
          }),
          tutorStep({
            prompt: "All that energy becomes kinetic energy. What is $v^2$?",
            description: "Speed squared",
            expected: { value: speedSquared, unit: "m^2/s^2" },
            hints: [
              "Set $\\tfrac{1}{2} m v^2 = U_s$.",
              "$v^2 = 2U_s/m$.",
              `Compute $2(${show(springEnergy, "J")})/(${show(mass, "kg")})$.`,
            ],
          }),
          tutorStep({
            prompt: "With what speed does the ball leave the spring?",
            description: "Launch speed",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "You have $v^2$.",
              "Take the square root.",
              `Compute $\\sqrt{${showNumber(speedSquared)}}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-cm-conversion",
          description: "Used the compression in centimetres",
          wrongAnswer: { value: compressionCm * Math.sqrt(stiffness / mass), unit: "m/s" },
          feedback: "With k in N/m the compression must be in metres: divide the centimetres by 100.",
          step: 0,
        }),
        mistake({
          id: "dropped-one-half-on-spring",
          description: "Wrote the spring energy as kx² but the kinetic energy as ½mv²",
          wrongAnswer: { value: Math.sqrt(2) * speed, unit: "m/s" },
          feedback: "Both energies carry a ½: U = ½kx² and K = ½mv². Then the halves cancel and v = x√(k/m).",
          step: 1,
        }),
        mistake({
          id: "used-force-as-energy",
          description: "Set the spring force kx equal to the kinetic energy",
          wrongAnswer: { value: Math.sqrt((2 * stiffness * compression) / mass), unit: "m/s" },
          feedback:
            "kx is a force (N), not an energy. The energy stored is the area under the force graph, ½kx².",
          step: 1,
        }),
      ],
      keyConcepts: [
        "A compressed spring stores elastic potential energy ½kx².",
        "On a smooth level track the spring energy becomes kinetic energy.",
        "Launch speed is proportional to the compression: v = x√(k/m).",
      ],
      realWorld:
        "Pinball plungers, dart guns and the catapults that launch aircraft from carriers store energy in a spring or its equivalent and release it as kinetic energy.",
    };
  },
};

interface PullSetup {
  mass: number;
  force: number;
  angle: number;
  friction: number;
  distance: number;
}

/** Speed after the pull and the speeds two common mistakes give, for one set of parameters. */
function pullOutcome(setup: PullSetup, gravity: number) {
  const horizontal = setup.force * Math.cos(radians(setup.angle));
  const vertical = setup.force * Math.sin(radians(setup.angle));
  const normal = setup.mass * gravity - vertical;
  const frictionForce = setup.friction * normal;
  const netForce = horizontal - frictionForce;
  const netWork = netForce * setup.distance;
  const speed = Math.sqrt((2 * netWork) / setup.mass);
  const withoutLift = Math.sqrt(
    (2 * (horizontal - setup.friction * setup.mass * gravity) * setup.distance) / setup.mass,
  );
  const withoutComponent = Math.sqrt((2 * (setup.force - frictionForce) * setup.distance) / setup.mass);
  return {
    horizontal,
    vertical,
    normal,
    frictionForce,
    netForce,
    netWork,
    speed,
    withoutLift,
    withoutComponent,
  };
}

function differsClearly(a: number, b: number): boolean {
  return Math.abs(a - b) / Math.max(a, b) > 0.06;
}

const angledPull: ProblemTemplate = {
  id: "work-energy.angled-pull-with-friction",
  subtopic: "work-energy",
  levels: ["algebra", "calculus"],
  title: "Box pulled by a rope at an angle, with friction",
  generate(random) {
    const gravity = 9.81;
    const setup = drawUntil<PullSetup>(
      random,
      (source) => ({
        mass: source.between(10, 20, 0.5),
        force: source.between(80, 150, 1),
        angle: source.between(25, 40, 1),
        friction: source.between(0.25, 0.45, 0.01),
        distance: source.between(3, 10, 0.1),
      }),
      (candidate) => {
        const outcome = pullOutcome(candidate, gravity);
        // The box must stay on the floor and clearly speed up, and each mistake must be recognisable.
        return (
          outcome.normal > 0.3 * candidate.mass * gravity &&
          outcome.netForce > 0.15 * outcome.horizontal &&
          outcome.horizontal - candidate.friction * candidate.mass * gravity > 0.05 * candidate.force &&
          differsClearly(outcome.speed, outcome.withoutLift) &&
          differsClearly(outcome.speed, outcome.withoutComponent) &&
          differsClearly(outcome.withoutLift, outcome.withoutComponent)
        );
      },
      { mass: 15, force: 100, angle: 30, friction: 0.3, distance: 5 },
    );
    const { mass, force, angle, friction, distance } = setup;
    const outcome = pullOutcome(setup, gravity);
    return {
      statement:
        `A box of mass $m = ${show(mass, "kg")}$ rests on a level floor. You pull it with a rope with a force $F = ${show(force, "N")}$ ` +
        `directed $\\theta = ${show(angle, "deg")}$ above the horizontal. The coefficient of kinetic friction is $\\mu_k = ${show(friction, "")}$. ` +
        `Take $g = ${show(gravity, "m/s^2")}$. Using the work-energy theorem, find the box's speed after it has moved $d = ${show(distance, "m")}$.`,
      knowns: [
        known({ symbol: "m", name: "mass of the box", value: mass, unit: "kg" }),
        known({ symbol: "F", name: "pulling force", value: force, unit: "N" }),
        known({
          symbol: "\\theta",
          name: "angle of the rope above the horizontal",
          value: angle,
          unit: "deg",
        }),
        known({ symbol: "\\mu_k", name: "coefficient of kinetic friction", value: friction, unit: "" }),
        known({ symbol: "d", name: "distance moved", value: distance, unit: "m" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v", name: "speed after distance d", unit: "m/s" },
      answer: { value: outcome.speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "The rope's upward component lifts part of the weight, reducing the normal force",
          equation: "N = m g - F \\sin\\theta",
          substitution: `N = (${show(mass, "kg")})(${show(gravity, "m/s^2")}) - (${show(force, "N")})\\sin ${show(angle, "deg")} = ${show(outcome.normal, "N")}`,
          result: { symbol: "N", value: outcome.normal, unit: "N" },
        }),
        solutionStep({
          principle: "Kinetic friction",
          equation: "f_k = \\mu_k N",
          substitution: `f_k = (${showNumber(friction)})(${show(outcome.normal, "N")}) = ${show(outcome.frictionForce, "N")}`,
          result: { symbol: "f_k", value: outcome.frictionForce, unit: "N" },
        }),
        solutionStep({
          principle:
            "Net work: the horizontal component of F does positive work, friction negative work (normal force and gravity do none)",
          equation: "W_{net} = (F\\cos\\theta - f_k)\\, d",
          substitution: `W_{net} = (${show(outcome.horizontal, "N")} - ${show(outcome.frictionForce, "N")})(${show(distance, "m")}) = ${show(outcome.netWork, "J")}`,
          result: { symbol: "W_{net}", value: outcome.netWork, unit: "J" },
        }),
        solutionStep({
          principle: "Work-energy theorem from rest",
          equation: "W_{net} = \\tfrac{1}{2} m v^2 \\Rightarrow v = \\sqrt{\\frac{2 W_{net}}{m}}",
          substitution: `v = \\sqrt{\\frac{2(${show(outcome.netWork, "J")})}{${show(mass, "kg")}}} = ${show(outcome.speed, "m/s")}`,
          result: { symbol: "v", value: outcome.speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Does pulling the rope upward at an angle change the friction on the box?",
          explanation:
            "Yes. The upward part of the pull carries some of the weight, so the floor pushes up less. A smaller normal force means less kinetic friction, since f = μₖN.",
        },
        steps: [
          tutorStep({
            prompt: "What is the horizontal component of the pulling force?",
            description: "Horizontal component of F",
            expected: { value: outcome.horizontal, unit: "N" },
            hints: [
              "Only the horizontal part of the pull moves the box along the floor.",
              "The horizontal component is adjacent to the angle.",
              `Compute $F\\cos\\theta$ with $\\theta = ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the normal force from the floor?",
            description: "Normal force",
            expected: { value: outcome.normal, unit: "N" },
            hints: [
              "Vertically the box does not accelerate, so the vertical forces balance.",
              "Up: N and F sin θ. Down: mg.",
              `Compute $mg - F\\sin\\theta$ = $${show(mass * gravity, "N")}$ − $${show(outcome.vertical, "N")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the kinetic friction force?",
            description: "Friction force",
            expected: { value: outcome.frictionForce, unit: "N" },
            hints: [
              "Friction is proportional to the normal force.",
              "$f_k = \\mu_k N$.",
              `Multiply $${showNumber(friction)}$ by $${show(outcome.normal, "N")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the net work done on the box over the distance d?",
            description: "Net work",
            expected: { value: outcome.netWork, unit: "J" },
            hints: [
              "Forces perpendicular to the motion do no work.",
              "Net work = (horizontal pull − friction) × distance.",
              `Compute ($${show(outcome.horizontal, "N")}$ − $${show(outcome.frictionForce, "N")}$) × $${show(distance, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the box's speed after moving the distance d?",
            description: "Final speed",
            expected: { value: outcome.speed, unit: "m/s" },
            hints: [
              "The box starts from rest, so all the net work becomes kinetic energy.",
              "$W_{net} = \\tfrac{1}{2} m v^2$.",
              `Compute $\\sqrt{2 W_{net}/m}$ with $W_{net} = ${show(outcome.netWork, "J")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "normal-force-equals-weight",
          description: "Took the normal force as mg, ignoring the upward pull of the rope",
          wrongAnswer: { value: outcome.withoutLift, unit: "m/s" },
          feedback:
            "The rope pulls partly upward, so the floor supports less than the full weight: N = mg − F sin θ.",
          step: 1,
        }),
        mistake({
          id: "no-force-component",
          description: "Used the whole force F for the work instead of its horizontal component",
          wrongAnswer: { value: outcome.withoutComponent, unit: "m/s" },
          feedback: "Work is F d cos θ: only the component along the displacement does work.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Work by a constant force is W = F d cos θ.",
        "The net work equals the change in kinetic energy.",
        "A force with an upward component reduces the normal force and therefore the friction.",
      ],
      realWorld:
        "Pulling a sled or a suitcase with the handle tilted up is easier than pushing down on it: the upward component lightens the load on the ground and cuts friction.",
    };
  },
};

const stiffeningSpring: ProblemTemplate = {
  id: "work-energy.stiffening-spring-work",
  subtopic: "work-energy",
  levels: ["calculus"],
  title: "Work to compress a stiffening spring",
  generate(random) {
    const stiffness = random.between(200, 600, 5);
    const cubic = random.between(4000, 10000, 100);
    const compressionCm = random.between(15, 30, 0.1);
    const compression = compressionCm / 100;
    const finalForce = stiffness * compression + cubic * compression ** 3;
    const linearWork = 0.5 * stiffness * compression ** 2;
    const cubicWork = 0.25 * cubic * compression ** 4;
    const work = linearWork + cubicWork;
    return {
      statement:
        "A progressive spring in a bicycle seat stiffens as it is compressed: the force needed to hold it compressed by x is " +
        `$F(x) = k x + b x^3$ with $k = ${show(stiffness, "N/m")}$ and $b = ${show(cubic, "N/m^3")}$. ` +
        `How much work is needed to compress it slowly from its natural length by $x_1 = ${show(compressionCm, "cm")}$?`,
      knowns: [
        known({ symbol: "k", name: "linear spring coefficient", value: stiffness, unit: "N/m" }),
        known({ symbol: "b", name: "cubic spring coefficient", value: cubic, unit: "N/m^3" }),
        known({ symbol: "x", name: "final compression", value: compressionCm, unit: "cm" }),
      ],
      unknown: { symbol: "W", name: "work to compress the spring", unit: "J" },
      answer: { value: work, unit: "J" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the compression to metres, the unit of k and b",
          equation: "x_1 = \\frac{x_1[\\mathrm{cm}]}{100}",
          substitution: `x_1 = \\frac{${showNumber(compressionCm)}}{100} = ${show(compression, "m")}`,
          result: { symbol: "x_1", value: compression, unit: "m" },
        }),
        solutionStep({
          principle:
            "The force changes with x, so the work is the integral of the force over the compression",
          equation: "W = \\int_0^{x_1} (k x + b x^3)\\,dx = \\tfrac{1}{2} k x_1^2 + \\tfrac{1}{4} b x_1^4",
          substitution: `W = \\tfrac{1}{2}(${show(stiffness, "N/m")})(${show(compression, "m")})^2 + \\tfrac{1}{4}(${show(cubic, "N/m^3")})(${show(compression, "m")})^4 = ${show(linearWork, "J")} + ${show(cubicWork, "J")} = ${show(work, "J")}`,
          result: { symbol: "W", value: work, unit: "J" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why is the work not simply the final force times the compression?",
          explanation:
            "Because the force is not constant: it starts at zero and grows as the spring is compressed. The work is the area under the F(x) curve, which is an integral, not a rectangle.",
        },
        steps: [
          tutorStep({
            prompt: "Express the final compression in metres.",
            description: "Compression in m",
            expected: { value: compression, unit: "m" },
            hints: [
              "The coefficients use metres.",
              "100 cm = 1 m.",
              `Divide $${showNumber(compressionCm)}$ by 100.`,
            ],
          }),
          tutorStep({
            prompt: "What force does the spring exert at the final compression?",
            description: "Final force",
            expected: { value: finalForce, unit: "N" },
            hints: [
              "Evaluate F(x) at the final compression.",
              "$F(x_1) = k x_1 + b x_1^3$.",
              `Use $x_1 = ${show(compression, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What work does the linear term $kx$ contribute?",
            description: "Work of the linear term",
            expected: { value: linearWork, unit: "J" },
            hints: [
              "Integrate $kx$ from 0 to $x_1$.",
              "$\\int_0^{x_1} k x\\,dx = \\tfrac{1}{2} k x_1^2$.",
              `Compute $\\tfrac{1}{2}(${showNumber(stiffness)})(${showNumber(compression)})^2$.`,
            ],
          }),
          tutorStep({
            prompt: "What work does the cubic term $bx^3$ contribute?",
            description: "Work of the cubic term",
            expected: { value: cubicWork, unit: "J" },
            hints: [
              "Integrate $bx^3$ from 0 to $x_1$.",
              "$\\int_0^{x_1} b x^3\\,dx = \\tfrac{1}{4} b x_1^4$.",
              `Compute $\\tfrac{1}{4}(${showNumber(cubic)})(${showNumber(compression)})^4$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total work needed?",
            description: "Total work",
            expected: { value: work, unit: "J" },
            hints: [
              "The integral of a sum is the sum of the integrals.",
              "Add the two contributions.",
              `$${show(linearWork, "J")}$ + $${show(cubicWork, "J")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "force-times-distance",
          description: "Multiplied the final force by the compression",
          wrongAnswer: { value: finalForce * compression, unit: "J" },
          feedback:
            "F x is only right for a constant force. This force grows from zero, so integrate F(x) dx.",
        }),
        mistake({
          id: "treated-as-linear",
          description: "Used half the final force times the compression, as for an ideal spring",
          wrongAnswer: { value: 0.5 * finalForce * compression, unit: "J" },
          feedback:
            "½F x works only when F grows linearly. The bx³ term grows faster, and its integral is ¼bx⁴, not ½bx⁴.",
          step: 3,
        }),
        mistake({
          id: "ignored-cubic-term",
          description: "Used only ½kx², leaving out the stiffening term",
          wrongAnswer: { value: linearWork, unit: "J" },
          feedback: "The spring stiffens: add the work of the bx³ term, ¼bx⁴.",
          step: 3,
        }),
      ],
      keyConcepts: [
        "Work by a variable force is the integral W = ∫F dx, the area under the F(x) curve.",
        "For an ideal spring this gives ½kx²; extra terms in F add their own integrals.",
        "Compressing slowly means the applied force equals the spring force at every x.",
      ],
      realWorld:
        "Progressive springs in car and bike suspensions stay soft over small bumps but stiffen to absorb large hits without bottoming out.",
    };
  },
};

const satelliteLift: ProblemTemplate = {
  id: "work-energy.satellite-lift-work",
  subtopic: "work-energy",
  levels: ["calculus"],
  title: "Work against gravity to raise a satellite",
  generate(random) {
    const mass = random.between(500, 3000, 10);
    const altitudeKm = random.between(500, 3000, 10);
    const earthRadius = 6.37e6;
    const gravity = 9.81;
    const altitude = altitudeKm * 1000;
    const finalRadius = earthRadius + altitude;
    const gravitationalParameter = gravity * earthRadius ** 2;
    const work = (gravitationalParameter * mass * (1 / earthRadius - 1 / finalRadius)) / 1e6;
    const constantGravityWork = (mass * gravity * altitude) / 1e6;
    return {
      statement:
        `How much work must be done against gravity to lift a satellite of mass $m = ${show(mass, "kg")}$ from Earth's surface ` +
        `to an altitude $h = ${show(altitudeKm, "km")}$ (ignoring the kinetic energy it needs to orbit)? ` +
        `Earth's radius is $R_E = ${show(earthRadius, "m")}$ and the surface gravity is $g = ${show(gravity, "m/s^2")}$; ` +
        "gravity weakens as $1/r^2$ with distance r from Earth's centre. Give the answer in MJ.",
      knowns: [
        known({ symbol: "m", name: "mass of the satellite", value: mass, unit: "kg" }),
        known({ symbol: "h", name: "altitude", value: altitudeKm, unit: "km" }),
        known({ symbol: "R_E", name: "radius of the Earth", value: earthRadius, unit: "m" }),
        known({
          symbol: "g",
          name: "gravitational acceleration at the surface",
          value: gravity,
          unit: "m/s^2",
        }),
      ],
      unknown: { symbol: "W", name: "work against gravity", unit: "MJ" },
      answer: { value: work, unit: "MJ" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Surface gravity fixes the product GM",
          equation: "g = \\frac{G M}{R_E^2} \\Rightarrow G M = g R_E^2",
          substitution: `GM = (${show(gravity, "m/s^2")})(${show(earthRadius, "m")})^2 = ${show(gravitationalParameter, "m^3/s^2")}`,
          result: { symbol: "GM", value: gravitationalParameter, unit: "m^3/s^2" },
        }),
        solutionStep({
          principle: "The force varies with r, so integrate from the surface to the final radius",
          equation:
            "W = \\int_{R_E}^{R_E + h} \\frac{G M m}{r^2}\\,dr = G M m \\left(\\frac{1}{R_E} - \\frac{1}{R_E + h}\\right)",
          substitution: `W = (${show(gravitationalParameter, "m^3/s^2")})(${show(mass, "kg")})\\left(\\frac{1}{${show(earthRadius, "m")}} - \\frac{1}{${show(finalRadius, "m")}}\\right) = ${show(work, "MJ")}`,
          result: { symbol: "W", value: work, unit: "MJ" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why does mgh overestimate the work needed to lift a satellite thousands of kilometres?",
          explanation:
            "mgh assumes the gravitational force keeps its surface value all the way up. In fact it falls off as 1/r², so each metre higher takes a little less work, and the total is less than mgh.",
        },
        steps: [
          tutorStep({
            prompt: "Express the altitude in metres.",
            description: "Altitude in m",
            expected: { value: altitude, unit: "m" },
            hints: ["Work in SI units.", "1 km = 1000 m.", `Multiply $${showNumber(altitudeKm)}$ by 1000.`],
          }),
          tutorStep({
            prompt: "What is the satellite's final distance from Earth's centre?",
            description: "Final radius",
            expected: { value: finalRadius, unit: "m" },
            hints: [
              "Distances in the law of gravity are measured from the centre.",
              "Add Earth's radius and the altitude.",
              `$${show(earthRadius, "m")}$ + $${show(altitude, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Using $g = GM/R_E^2$, what is the product $GM$?",
            description: "Gravitational parameter",
            expected: { value: gravitationalParameter, unit: "m^3/s^2" },
            hints: [
              "You do not need G and M separately.",
              "$GM = g R_E^2$.",
              `Compute (9.81)($${showNumber(earthRadius)}$)².`,
            ],
          }),
          tutorStep({
            prompt: "Integrate $GMm/r^2$ from $R_E$ to $R_E + h$. How much work is needed, in MJ?",
            description: "Work against gravity",
            expected: { value: work, unit: "MJ" },
            hints: [
              "The antiderivative of $1/r^2$ is $-1/r$.",
              "$W = GMm(1/R_E - 1/(R_E + h))$.",
              "Compute it in joules, then divide by $10^6$ for MJ.",
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "constant-gravity",
          description: "Used W = mgh with surface gravity all the way up",
          wrongAnswer: { value: constantGravityWork, unit: "MJ" },
          feedback:
            "At these altitudes gravity is noticeably weaker than at the surface. Integrate GMm/r² instead of using mgh.",
        }),
        mistake({
          id: "gravity-at-final-altitude",
          description: "Used mgh with the gravity at the final altitude",
          wrongAnswer: { value: constantGravityWork * (earthRadius / finalRadius) ** 2, unit: "MJ" },
          feedback:
            "Gravity changes continuously along the way; neither its surface value nor its final value alone is right. Integrate over r.",
        }),
        mistake({
          id: "forgot-km-conversion",
          description: "Put the altitude in kilometres into a formula with $R_E$ in metres",
          wrongAnswer: {
            value: (gravitationalParameter * mass * (1 / earthRadius - 1 / (earthRadius + altitudeKm))) / 1e6,
            unit: "MJ",
          },
          feedback: "Convert h to metres before adding it to $R_E$.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Work by a force that varies with position is an integral, W = ∫F dr.",
        "Gravity falls off as 1/r², so the work to rise is GMm(1/r₁ − 1/r₂).",
        "Near the surface ($h \\ll R_E$) this reduces to mgh.",
      ],
      realWorld:
        "Launch vehicles must supply this energy and much more: reaching orbit also requires about 30 MJ of kinetic energy per kilogram for the orbital speed.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  rollerCoaster,
  springLauncher,
  angledPull,
  stiffeningSpring,
  satelliteLift,
];
