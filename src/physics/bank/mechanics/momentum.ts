/**
 * Momentum templates: impulse, conservation of momentum and collisions.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { show, showNumber } from "./template-helpers";

const inelasticCollision: ProblemTemplate = {
  id: "momentum.perfectly-inelastic-collision",
  subtopic: "momentum",
  levels: ["high-school", "algebra"],
  title: "Cars locking together in a collision",
  generate(random) {
    const movingMass = random.between(900, 1300, 10);
    const speedKmh = random.between(30, 70, 1);
    const parkedMass = random.between(1500, 1700, 10);
    const speed = speedKmh / 3.6;
    const momentum = movingMass * speed;
    const totalMass = movingMass + parkedMass;
    const finalSpeed = momentum / totalMass;
    const finalSpeedKmh = finalSpeed * 3.6;
    return {
      statement:
        `A car of mass $m_1 = ${show(movingMass, "kg")}$ moving at $v_1 = ${show(speedKmh, "km/h")}$ runs into the back of a ` +
        `stationary SUV of mass $m_2 = ${show(parkedMass, "kg")}$ whose brakes are off. The two lock together. ` +
        "Ignoring road friction during the brief collision, how fast (in km/h) do they move just after it?",
      knowns: [
        known({ symbol: "m_1", name: "mass of the car", value: movingMass, unit: "kg" }),
        known({
          symbol: "v_1",
          name: "speed of the car before the collision",
          value: speedKmh,
          unit: "km/h",
        }),
        known({ symbol: "m_2", name: "mass of the SUV", value: parkedMass, unit: "kg" }),
      ],
      unknown: { symbol: "v_f", name: "common speed after the collision", unit: "km/h" },
      answer: { value: finalSpeedKmh, unit: "km/h" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "External horizontal forces are negligible during the collision, so momentum is conserved",
          equation: "m_1 v_1 + m_2 \\cdot 0 = (m_1 + m_2) v_f",
          substitution: `(${show(movingMass, "kg")})(${show(speed, "m/s")}) = (${show(totalMass, "kg")})\\, v_f`,
          result: { symbol: "p", value: momentum, unit: "kg*m/s" },
        }),
        solutionStep({
          principle: "Solve for the common velocity",
          equation: "v_f = \\frac{m_1 v_1}{m_1 + m_2}",
          substitution: `v_f = \\frac{${show(momentum, "kg*m/s", 4)}}{${show(totalMass, "kg")}} = ${show(finalSpeed, "m/s")}`,
          result: { symbol: "v_f", value: finalSpeed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Convert to km/h",
          equation: "v_f[\\mathrm{km/h}] = 3.6\\, v_f[\\mathrm{m/s}]",
          substitution: `v_f = 3.6 \\times ${showNumber(finalSpeed)} = ${show(finalSpeedKmh, "km/h")}`,
          result: { symbol: "v_f", value: finalSpeedKmh, unit: "km/h" },
        }),
      ],
      tutor: {
        warmup: {
          question: "In this collision, is kinetic energy conserved? Is momentum?",
          explanation:
            "Momentum is conserved because the forces between the vehicles are internal and outside forces are small during the short impact. Kinetic energy is not: some goes into crumpling metal, heat and sound.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the car's speed to m/s.",
            description: "Speed in m/s",
            expected: { value: speed, unit: "m/s" },
            hints: ["Work in SI units.", "1 m/s = 3.6 km/h.", `Divide $${showNumber(speedKmh)}$ by 3.6.`],
          }),
          tutorStep({
            prompt: "What is the total momentum before the collision?",
            description: "Momentum before",
            expected: { value: momentum, unit: "kg*m/s" },
            hints: [
              "The SUV is at rest, so only the car has momentum.",
              "$p = m v$.",
              `Multiply $${show(movingMass, "kg")}$ by $${show(speed, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What total mass moves after the collision?",
            description: "Combined mass",
            expected: { value: totalMass, unit: "kg" },
            hints: [
              "The vehicles lock together.",
              "They move as one object.",
              `$${show(movingMass, "kg")}$ + $${show(parkedMass, "kg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the common speed just after the collision, in m/s?",
            description: "Speed after in m/s",
            expected: { value: finalSpeed, unit: "m/s" },
            hints: [
              "Momentum is the same before and after.",
              "$v_f = p/(m_1 + m_2)$.",
              `Divide $${show(momentum, "kg*m/s")}$ by $${show(totalMass, "kg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is that speed in km/h?",
            description: "Speed after in km/h",
            expected: { value: finalSpeedKmh, unit: "km/h" },
            hints: [
              "Convert back to the units of the question.",
              "Multiply m/s by 3.6 to get km/h.",
              `Multiply $${showNumber(finalSpeed)}$ by 3.6.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "averaged-velocities",
          description: "Averaged the two velocities, (v₁ + 0)/2",
          wrongAnswer: { value: speedKmh / 2, unit: "km/h" },
          feedback:
            "Averaging speeds ignores the masses. The heavier SUV slows the pair more: use $m_1 v_1 = (m_1 + m_2) v_f$.",
        }),
        mistake({
          id: "divided-by-second-mass-only",
          description: "Divided the momentum by the SUV's mass only",
          wrongAnswer: { value: (momentum / parkedMass) * 3.6, unit: "km/h" },
          feedback: "After locking together both vehicles move: divide by the combined mass m₁ + m₂.",
          step: 2,
        }),
      ],
      keyConcepts: [
        "Total momentum is conserved when external forces are negligible.",
        "In a perfectly inelastic collision the objects move together afterwards.",
        "Kinetic energy is not conserved in inelastic collisions.",
      ],
      realWorld:
        "Accident investigators run this calculation backwards: from the skid marks after the impact they find the common speed, and from momentum the speed before it.",
    };
  },
};

const impulseForce: ProblemTemplate = {
  id: "momentum.impulse-average-force",
  subtopic: "momentum",
  levels: ["high-school", "algebra"],
  title: "Average force when a ball bounces off a wall",
  generate(random) {
    const mass = random.between(0.1, 0.45, 0.005);
    const incoming = random.between(15, 30, 0.1);
    const outgoing = random.between(6, 12, 0.1);
    const contactMs = random.between(5, 20, 0.1);
    const contact = contactMs / 1000;
    const initialMomentum = mass * incoming;
    const finalMomentum = -mass * outgoing;
    const change = initialMomentum - finalMomentum;
    const force = change / contact;
    return {
      statement:
        `A ball of mass $m = ${show(mass, "kg")}$ hits a wall head-on at $v_1 = ${show(incoming, "m/s")}$ and bounces straight back ` +
        `at $v_2 = ${show(outgoing, "m/s")}$. It is in contact with the wall for $\\Delta t = ${show(contactMs, "ms")}$. ` +
        "What is the magnitude of the average force the wall exerts on the ball?",
      knowns: [
        known({ symbol: "m", name: "mass of the ball", value: mass, unit: "kg" }),
        known({ symbol: "v_1", name: "speed before hitting the wall", value: incoming, unit: "m/s" }),
        known({ symbol: "v_2", name: "speed after bouncing back", value: outgoing, unit: "m/s" }),
        known({ symbol: "\\Delta t", name: "contact time", value: contactMs, unit: "ms" }),
      ],
      unknown: { symbol: "F", name: "average force of the wall", unit: "N" },
      answer: { value: force, unit: "N" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Take the direction away from the wall as positive; the velocity reverses, so the momentum change adds both speeds",
          equation: "\\Delta p = m v_2 - (-m v_1) = m (v_1 + v_2)",
          substitution: `\\Delta p = (${show(mass, "kg")})(${show(incoming, "m/s")} + ${show(outgoing, "m/s")}) = ${show(change, "kg*m/s")}`,
          result: { symbol: "\\Delta p", value: change, unit: "kg*m/s" },
        }),
        solutionStep({
          principle: "Impulse-momentum theorem (contact time in seconds)",
          equation: "F = \\frac{\\Delta p}{\\Delta t}",
          substitution: `F = \\frac{${show(change, "kg*m/s")}}{${show(contact, "s")}} = ${show(force, "N")}`,
          result: { symbol: "F", value: force, unit: "N" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "Which needs a larger force from the wall: a ball that sticks to it, or one that bounces back?",
          explanation:
            "The one that bounces. The wall must first stop the ball and then push it back the other way, so the change in momentum, and with it the force over the same time, is larger.",
        },
        steps: [
          tutorStep({
            prompt: "Express the contact time in seconds.",
            description: "Contact time in s",
            expected: { value: contact, unit: "s" },
            hints: ["Work in SI units.", "1 ms = 0.001 s.", `Divide $${showNumber(contactMs)}$ by 1000.`],
          }),
          tutorStep({
            prompt:
              "Taking the direction toward the wall as positive, what is the ball's momentum before impact?",
            description: "Momentum before",
            expected: { value: initialMomentum, unit: "kg*m/s" },
            hints: [
              "Momentum is mass times velocity.",
              "Before impact the ball moves toward the wall: positive.",
              `Multiply $${show(mass, "kg")}$ by $${show(incoming, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "With the same sign convention, what is its momentum after the bounce?",
            description: "Momentum after (signed)",
            expected: { value: finalMomentum, unit: "kg*m/s" },
            hints: [
              "After the bounce the ball moves away from the wall.",
              "That direction is negative in this convention.",
              `Compute $-m v_2$ = −($${show(mass, "kg")}$)($${show(outgoing, "m/s")}$).`,
            ],
          }),
          tutorStep({
            prompt: "What is the magnitude of the change in momentum?",
            description: "Change in momentum",
            expected: { value: change, unit: "kg*m/s" },
            hints: [
              "Change = final − initial.",
              "Subtracting a positive from a negative adds the magnitudes.",
              "$|\\Delta p| = m(v_1 + v_2)$.",
            ],
          }),
          tutorStep({
            prompt: "What is the magnitude of the average force from the wall?",
            description: "Average force",
            expected: { value: force, unit: "N" },
            hints: [
              "Impulse equals change in momentum.",
              "$F \\Delta t = \\Delta p$.",
              `Divide $${show(change, "kg*m/s")}$ by $${show(contact, "s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "subtracted-speeds",
          description: "Took the momentum change as m(v₁ − v₂), ignoring that the direction reverses",
          wrongAnswer: { value: (mass * (incoming - outgoing)) / contact, unit: "N" },
          feedback: "Momentum is a vector. Going from +v₁ to −v₂ is a change of v₁ + v₂, not v₁ − v₂.",
          step: 2,
        }),
        mistake({
          id: "only-incoming-momentum",
          description: "Used only the momentum needed to stop the ball, m v₁",
          wrongAnswer: { value: (mass * incoming) / contact, unit: "N" },
          feedback: "The wall also sends the ball back at v₂; that needs additional impulse m v₂.",
          step: 3,
        }),
        mistake({
          id: "forgot-ms-conversion",
          description: "Divided by the contact time in milliseconds",
          wrongAnswer: { value: change / contactMs, unit: "N" },
          feedback: "To get newtons the time must be in seconds: divide the milliseconds by 1000.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Impulse F Δt equals the change in momentum.",
        "Momentum is a vector: a reversal of direction adds both speeds to the change.",
        "A shorter contact time means a larger average force for the same momentum change.",
      ],
      realWorld:
        "Airbags, crumple zones and bending your knees when you land all lengthen the contact time, reducing the force for the same change in momentum.",
    };
  },
};

const ballisticPendulum: ProblemTemplate = {
  id: "momentum.ballistic-pendulum",
  subtopic: "momentum",
  levels: ["algebra", "calculus"],
  title: "Bullet speed from a ballistic pendulum",
  generate(random) {
    const bulletGrams = random.between(5, 10, 0.1);
    const blockMass = random.between(1.2, 2.5, 0.01);
    const riseCm = random.between(5, 15, 0.1);
    const gravity = 9.81;
    const bullet = bulletGrams / 1000;
    const rise = riseCm / 100;
    const totalMass = bullet + blockMass;
    const speedAfter = Math.sqrt(2 * gravity * rise);
    const momentum = totalMass * speedAfter;
    const bulletSpeed = momentum / bullet;
    return {
      statement:
        `A bullet of mass $m = ${show(bulletGrams, "g")}$ is fired horizontally into a wooden block of mass $M = ${show(blockMass, "kg")}$ ` +
        `hanging from light strings, and stays embedded. The block swings up so that its centre rises $h = ${show(riseCm, "cm")}$. ` +
        `Take $g = ${show(gravity, "m/s^2")}$. What was the speed of the bullet?`,
      knowns: [
        known({ symbol: "m", name: "mass of the bullet", value: bulletGrams, unit: "g" }),
        known({ symbol: "M", name: "mass of the block", value: blockMass, unit: "kg" }),
        known({ symbol: "h", name: "height the block rises", value: riseCm, unit: "cm" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "v", name: "speed of the bullet", unit: "m/s" },
      answer: { value: bulletSpeed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "After the collision mechanical energy is conserved during the swing",
          equation: "\\tfrac{1}{2}(m + M) V^2 = (m + M) g h \\Rightarrow V = \\sqrt{2 g h}",
          substitution: `V = \\sqrt{2(${show(gravity, "m/s^2")})(${show(rise, "m")})} = ${show(speedAfter, "m/s")}`,
          result: { symbol: "V", value: speedAfter, unit: "m/s" },
        }),
        solutionStep({
          principle: "During the brief collision momentum is conserved (kinetic energy is not)",
          equation: "m v = (m + M) V \\Rightarrow v = \\frac{m + M}{m} V",
          substitution: `v = \\frac{${show(bullet, "kg")} + ${show(blockMass, "kg")}}{${show(bullet, "kg")}}(${show(speedAfter, "m/s")}) = ${show(bulletSpeed, "m/s")}`,
          result: { symbol: "v", value: bulletSpeed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Can you use conservation of kinetic energy for the moment the bullet hits the block?",
          explanation:
            "No. The bullet tearing into the wood turns most of its kinetic energy into heat and deformation. Only momentum is conserved in that collision; energy conservation applies afterwards, to the swing.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the bullet's mass to kilograms.",
            description: "Bullet mass in kg",
            expected: { value: bullet, unit: "kg" },
            hints: [
              "Use SI units throughout.",
              "1000 g = 1 kg.",
              `Divide $${showNumber(bulletGrams)}$ by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "Convert the rise to metres.",
            description: "Rise in m",
            expected: { value: rise, unit: "m" },
            hints: ["g is in m/s².", "100 cm = 1 m.", `Divide $${showNumber(riseCm)}$ by 100.`],
          }),
          tutorStep({
            prompt: "What was the speed of the block (with the bullet) just after the collision?",
            description: "Speed just after the collision",
            expected: { value: speedAfter, unit: "m/s" },
            hints: [
              "During the swing, kinetic energy turns into potential energy.",
              "$\\tfrac{1}{2} V^2 = g h$.",
              `Compute $\\sqrt{2 g h}$ with $h = ${show(rise, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What was the momentum of block and bullet just after the collision?",
            description: "Momentum after the collision",
            expected: { value: momentum, unit: "kg*m/s" },
            hints: [
              "Both move together.",
              "$p = (m + M) V$.",
              `Multiply $${show(totalMass, "kg")}$ by $${show(speedAfter, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What was the speed of the bullet?",
            description: "Bullet speed",
            expected: { value: bulletSpeed, unit: "m/s" },
            hints: [
              "Momentum just before the collision equals momentum just after.",
              "Before the collision only the bullet moves: $m v = p$.",
              `Divide $${show(momentum, "kg*m/s")}$ by $${show(bullet, "kg")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "energy-conserved-in-collision",
          description: "Used conservation of kinetic energy from the bullet straight to the top of the swing",
          wrongAnswer: { value: Math.sqrt((2 * totalMass * gravity * rise) / bullet), unit: "m/s" },
          feedback:
            "Most of the bullet's kinetic energy is lost as heat in the collision. Use momentum for the collision and energy only for the swing.",
          step: 3,
        }),
        mistake({
          id: "forgot-cm-conversion",
          description: "Used the rise in centimetres in √(2gh)",
          wrongAnswer: {
            value: ((bullet + blockMass) / bullet) * Math.sqrt(2 * gravity * riseCm),
            unit: "m/s",
          },
          feedback: "With g in m/s², h must be in metres: divide the centimetres by 100.",
          step: 1,
        }),
        mistake({
          id: "forgot-gram-conversion",
          description: "Used the bullet's mass in grams next to the block's mass in kilograms",
          wrongAnswer: { value: ((bulletGrams + blockMass) / bulletGrams) * speedAfter, unit: "m/s" },
          feedback: "Convert the bullet's mass to kilograms before adding it to the block's mass.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Split the problem into a collision (momentum conserved) and a swing (energy conserved).",
        "In a perfectly inelastic collision most kinetic energy is lost.",
        "A small rise of a heavy block reveals a large bullet speed: v = ((m + M)/m)√(2gh).",
      ],
      realWorld:
        "Before electronic chronographs, ballistic pendulums were how gunsmiths and armies measured bullet speeds, and they are still used to test body armour.",
    };
  },
};

const elasticCarts: ProblemTemplate = {
  id: "momentum.elastic-collision-carts",
  subtopic: "momentum",
  levels: ["algebra", "calculus"],
  title: "Elastic collision of two air-track carts",
  generate(random) {
    const firstMass = random.between(0.2, 0.4, 0.005);
    const secondMass = random.between(0.5, 0.9, 0.005);
    const speed = random.between(0.5, 2, 0.01);
    const momentum = firstMass * speed;
    const kineticEnergy = 0.5 * firstMass * speed ** 2;
    const totalMass = firstMass + secondMass;
    const firstAfter = ((firstMass - secondMass) / totalMass) * speed;
    const secondAfter = ((2 * firstMass) / totalMass) * speed;
    return {
      statement:
        `On a level air track, a cart of mass $m_1 = ${show(firstMass, "kg")}$ moving at $v_1 = ${show(speed, "m/s")}$ collides ` +
        `elastically with a stationary cart of mass $m_2 = ${show(secondMass, "kg")}$. What is the speed of the second cart after the collision?`,
      knowns: [
        known({ symbol: "m_1", name: "mass of the moving cart", value: firstMass, unit: "kg" }),
        known({ symbol: "m_2", name: "mass of the stationary cart", value: secondMass, unit: "kg" }),
        known({ symbol: "v_1", name: "initial speed of the first cart", value: speed, unit: "m/s" }),
      ],
      unknown: { symbol: "v_2'", name: "speed of the second cart after the collision", unit: "m/s" },
      answer: { value: secondAfter, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Momentum is conserved",
          equation: "m_1 v_1 = m_1 v_1' + m_2 v_2'",
          substitution: `${show(momentum, "kg*m/s")} = (${show(firstMass, "kg")}) v_1' + (${show(secondMass, "kg")}) v_2'`,
          result: { symbol: "p", value: momentum, unit: "kg*m/s" },
        }),
        solutionStep({
          principle:
            "For an elastic collision kinetic energy is also conserved, which is equivalent to the relative velocity reversing",
          equation: "v_2' - v_1' = v_1",
          substitution: `v_2' - v_1' = ${show(speed, "m/s")}`,
          result: { symbol: "v_2' - v_1'", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Solve the two equations together",
          equation: "v_2' = \\frac{2 m_1}{m_1 + m_2} v_1",
          substitution: `v_2' = \\frac{2(${show(firstMass, "kg")})}{${show(firstMass, "kg")} + ${show(secondMass, "kg")}}(${show(speed, "m/s")}) = ${show(secondAfter, "m/s")}`,
          result: { symbol: "v_2'", value: secondAfter, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "The lighter cart hits a heavier one at rest. Which way does the lighter cart move afterwards?",
          explanation:
            "It bounces back. In an elastic collision with a heavier target the incoming object reverses; only with equal masses does it stop dead, and only with a lighter target does it keep going forward.",
        },
        steps: [
          tutorStep({
            prompt: "What is the total momentum before the collision?",
            description: "Total momentum",
            expected: { value: momentum, unit: "kg*m/s" },
            hints: [
              "Only the first cart moves.",
              "$p = m_1 v_1$.",
              `Multiply $${show(firstMass, "kg")}$ by $${show(speed, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total kinetic energy before the collision?",
            description: "Total kinetic energy",
            expected: { value: kineticEnergy, unit: "J" },
            hints: [
              "An elastic collision keeps this amount unchanged.",
              "$K = \\tfrac{1}{2} m_1 v_1^2$.",
              `Compute $\\tfrac{1}{2}(${showNumber(firstMass)})(${showNumber(speed)})^2$.`,
            ],
          }),
          tutorStep({
            prompt:
              "What is the velocity of the first cart after the collision (positive in the original direction)?",
            description: "First cart after (signed)",
            expected: { value: firstAfter, unit: "m/s" },
            hints: [
              "Combining momentum and energy conservation gives $v_1' = \\frac{m_1 - m_2}{m_1 + m_2} v_1$.",
              "Since $m_1 < m_2$, the result is negative: the cart bounces back.",
              `Compute $\\frac{${showNumber(firstMass)} - ${showNumber(secondMass)}}{${showNumber(totalMass)}}(${showNumber(speed)})$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the speed of the second cart after the collision?",
            description: "Second cart after",
            expected: { value: secondAfter, unit: "m/s" },
            hints: [
              "In an elastic collision the relative velocity reverses: $v_2' - v_1' = v_1$.",
              "So $v_2' = v_1 + v_1'$.",
              `Add $${show(speed, "m/s")}$ and $${show(firstAfter, "m/s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "treated-as-inelastic",
          description: "Assumed the carts move off together, v = m₁v₁/(m₁ + m₂)",
          wrongAnswer: { value: momentum / totalMass, unit: "m/s" },
          feedback:
            "That is a perfectly inelastic collision. Here the carts bounce apart and kinetic energy is conserved too.",
        }),
        mistake({
          id: "velocities-swap",
          description: "Assumed the first cart stops and the second takes its speed v₁",
          wrongAnswer: { value: speed, unit: "m/s" },
          feedback: "Velocities simply swap only when the masses are equal. Use both conservation laws.",
        }),
        mistake({
          id: "first-cart-stops",
          description: "Assumed the first cart stops and gave the second all the momentum, m₁v₁/m₂",
          wrongAnswer: { value: momentum / secondMass, unit: "m/s" },
          feedback:
            "If the first cart stopped, kinetic energy would not be conserved for unequal masses. The lighter cart bounces back, giving the heavier one more momentum.",
        }),
      ],
      keyConcepts: [
        "Elastic collisions conserve both momentum and kinetic energy.",
        "In one dimension this means the relative velocity reverses: v₂' − v₁' = v₁ − v₂.",
        "A light object bouncing off a heavier one reverses direction.",
      ],
      realWorld:
        "Gravitational slingshots and neutron moderators in reactors rely on the same rules: hitting a partner of similar mass transfers the most energy.",
    };
  },
};

const forceFunctionImpulse: ProblemTemplate = {
  id: "momentum.impulse-from-force-function",
  subtopic: "momentum",
  levels: ["calculus"],
  title: "Golf ball speed from a time-varying contact force",
  generate(random) {
    const massGrams = random.between(40, 45.9, 0.1);
    const peakForce = random.between(6000, 10000, 100);
    const contactMs = random.between(0.4, 0.5, 0.005);
    const mass = massGrams / 1000;
    const contact = contactMs / 1000;
    const impulse = (2 * peakForce * contact) / Math.PI;
    const averageForce = impulse / contact;
    const speed = impulse / mass;
    return {
      statement:
        `A golf club strikes a ball of mass $m = ${show(massGrams, "g")}$ at rest on the tee. During the contact, which lasts ` +
        `$T = ${show(contactMs, "ms")}$, the force on the ball is modelled as $F(t) = F_0 \\sin(\\pi t / T)$ with $F_0 = ${show(peakForce, "N")}$. ` +
        "With what speed does the ball leave the club face?",
      knowns: [
        known({ symbol: "m", name: "mass of the ball", value: massGrams, unit: "g" }),
        known({ symbol: "F_0", name: "peak force", value: peakForce, unit: "N" }),
        known({ symbol: "T", name: "contact time", value: contactMs, unit: "ms" }),
      ],
      unknown: { symbol: "v", name: "launch speed of the ball", unit: "m/s" },
      answer: { value: speed, unit: "m/s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Impulse is the integral of the force over the contact time",
          equation: "J = \\int_0^T F_0 \\sin\\left(\\frac{\\pi t}{T}\\right) dt = \\frac{2 F_0 T}{\\pi}",
          substitution: `J = \\frac{2(${show(peakForce, "N")})(${show(contact, "s")})}{\\pi} = ${show(impulse, "N*s")}`,
          result: { symbol: "J", value: impulse, unit: "N*s" },
        }),
        solutionStep({
          principle: "Impulse-momentum theorem, starting from rest",
          equation: "J = m v \\Rightarrow v = \\frac{J}{m}",
          substitution: `v = \\frac{${show(impulse, "N*s")}}{${show(mass, "kg")}} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "The force reaches its peak F₀ only for an instant. Is the average force during the contact bigger or smaller than F₀?",
          explanation:
            "Smaller. The force rises from zero to F₀ and falls back to zero, so its average is below the peak: for a half sine it is 2F₀/π, about 64 % of F₀.",
        },
        steps: [
          tutorStep({
            prompt: "Express the contact time in seconds.",
            description: "Contact time in s",
            expected: { value: contact, unit: "s" },
            hints: ["Work in SI units.", "1 ms = 10⁻³ s.", `Divide $${showNumber(contactMs)}$ by 1000.`],
          }),
          tutorStep({
            prompt: "Integrate the force over the contact. What is the impulse?",
            description: "Impulse",
            expected: { value: impulse, unit: "N*s" },
            hints: [
              "Impulse is $\\int F\\,dt$.",
              "$\\int_0^T \\sin(\\pi t/T)\\,dt = 2T/\\pi$.",
              `Compute $2 F_0 T/\\pi$ with $T = ${show(contact, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the average force during the contact?",
            description: "Average force",
            expected: { value: averageForce, unit: "N" },
            hints: [
              "Average force = impulse / contact time.",
              "For a half sine this is $2F_0/\\pi$.",
              `Divide $${show(impulse, "N*s")}$ by $${show(contact, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Convert the ball's mass to kilograms.",
            description: "Mass in kg",
            expected: { value: mass, unit: "kg" },
            hints: [
              "N·s divided by kg gives m/s.",
              "1000 g = 1 kg.",
              `Divide $${showNumber(massGrams)}$ by 1000.`,
            ],
          }),
          tutorStep({
            prompt: "With what speed does the ball leave the club?",
            description: "Launch speed",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "The ball starts at rest, so its final momentum equals the impulse.",
              "$v = J/m$.",
              `Divide $${show(impulse, "N*s")}$ by $${show(mass, "kg")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "peak-force-times-time",
          description: "Used the peak force for the whole contact, J = F₀T",
          wrongAnswer: { value: (peakForce * contact) / mass, unit: "m/s" },
          feedback: "The force is at its peak only for an instant. Integrate F(t): the impulse is 2F₀T/π.",
          step: 1,
        }),
        mistake({
          id: "average-as-half-peak",
          description: "Took the average force as F₀/2, as for a triangle-shaped pulse",
          wrongAnswer: { value: (peakForce * contact) / (2 * mass), unit: "m/s" },
          feedback:
            "A half sine is fuller than a triangle; its average is 2F₀/π ≈ 0.64 F₀, which the integral gives.",
          step: 2,
        }),
      ],
      keyConcepts: [
        "Impulse is the integral of force over time, J = ∫F dt.",
        "Impulse equals the change in momentum.",
        "The average force is the impulse divided by the contact time.",
      ],
      realWorld:
        "High-speed force sensors in club heads and bats record curves like F(t); engineers integrate them to relate club design to ball speed.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  inelasticCollision,
  impulseForce,
  ballisticPendulum,
  elasticCarts,
  forceFunctionImpulse,
];
