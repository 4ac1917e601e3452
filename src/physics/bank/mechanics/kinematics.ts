/**
 * Kinematics templates: motion described by position, velocity and acceleration.
 */
import type { ProblemTemplate } from "../template";
import { known, mistake, solutionStep, tutorStep } from "../template-kit";
import { radians, show, showNumber } from "./template-helpers";

const KILOMETRES_PER_HOUR_IN_METRES_PER_SECOND = 1 / 3.6;

const brakingDistance: ProblemTemplate = {
  id: "kinematics.braking-distance",
  subtopic: "kinematics",
  levels: ["high-school", "algebra"],
  title: "Stopping distance of a car",
  generate(random) {
    const speedKmh = random.between(50, 120, 1);
    const reactionTime = random.between(0.6, 1.5, 0.05);
    const deceleration = random.between(4, 8, 0.1);
    const speed = speedKmh * KILOMETRES_PER_HOUR_IN_METRES_PER_SECOND;
    const reactionDistance = speed * reactionTime;
    const brakingTime = speed / deceleration;
    const brakingDistanceValue = (speed * speed) / (2 * deceleration);
    const total = reactionDistance + brakingDistanceValue;
    return {
      statement:
        `A driver is travelling at $v_0 = ${show(speedKmh, "km/h")}$ when she sees a fallen tree on the road ahead. ` +
        `Her reaction time is $t_r = ${show(reactionTime, "s")}$, during which the car keeps its speed; ` +
        `then she brakes and the car slows down uniformly at $a = ${show(deceleration, "m/s^2")}$. ` +
        "How far does the car travel from the moment she sees the tree until it stops?",
      knowns: [
        known({ symbol: "v_0", name: "initial speed", value: speedKmh, unit: "km/h" }),
        known({ symbol: "t_r", name: "reaction time", value: reactionTime, unit: "s" }),
        known({
          symbol: "a",
          name: "magnitude of the braking deceleration",
          value: deceleration,
          unit: "m/s^2",
        }),
      ],
      unknown: { symbol: "d", name: "total stopping distance", unit: "m" },
      answer: { value: total, unit: "m" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the speed to SI units (1 m/s = 3.6 km/h)",
          equation: "v_0 = \\frac{v_0[\\mathrm{km/h}]}{3.6}",
          substitution: `v_0 = \\frac{${showNumber(speedKmh)}}{3.6} = ${show(speed, "m/s")}`,
          result: { symbol: "v_0", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle: "During the reaction time the car moves at constant speed",
          equation: "d_r = v_0 t_r",
          substitution: `d_r = (${show(speed, "m/s")})(${show(reactionTime, "s")}) = ${show(reactionDistance, "m")}`,
          result: { symbol: "d_r", value: reactionDistance, unit: "m" },
        }),
        solutionStep({
          principle:
            "While braking, the speed falls uniformly from $v_0$ to 0: $v^2 = v_0^2 - 2ad$ with $v = 0$",
          equation: "d_b = \\frac{v_0^2}{2a}",
          substitution: `d_b = \\frac{(${show(speed, "m/s")})^2}{2(${show(deceleration, "m/s^2")})} = ${show(brakingDistanceValue, "m")}`,
          result: { symbol: "d_b", value: brakingDistanceValue, unit: "m" },
        }),
        solutionStep({
          principle: "The stopping distance is the reaction distance plus the braking distance",
          equation: "d = d_r + d_b",
          substitution: `d = ${show(reactionDistance, "m")} + ${show(brakingDistanceValue, "m")} = ${show(total, "m")}`,
          result: { symbol: "d", value: total, unit: "m" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Does the car slow down while the driver is reacting, before she presses the brake?",
          explanation:
            "No. Until the brake is pressed nothing slows the car, so during the reaction time it covers distance at its full initial speed. That is why a stopping distance has two parts: a constant-speed part and a braking part.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the initial speed to metres per second.",
            description: "Convert the speed to m/s",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "The acceleration is in m/s², so the speed should be in m/s too.",
              "One metre per second is 3.6 km/h.",
              `Divide $${showNumber(speedKmh)}$ by 3.6.`,
            ],
          }),
          tutorStep({
            prompt: "How far does the car go during the reaction time?",
            description: "Reaction distance",
            expected: { value: reactionDistance, unit: "m" },
            hints: [
              "During the reaction time the speed does not change.",
              "At constant speed, distance = speed × time.",
              `Multiply $${show(speed, "m/s")}$ by $${show(reactionTime, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt:
              "How long does the braking last, from the moment the brake is pressed until the car stops?",
            description: "Braking time",
            expected: { value: brakingTime, unit: "s" },
            hints: [
              "The speed drops by the same amount every second.",
              "The time to lose all the speed is the speed divided by the deceleration.",
              `Compute $t_b = v_0/a$ = $${show(speed, "m/s")}$ / $${show(deceleration, "m/s^2")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How far does the car travel while braking?",
            description: "Braking distance",
            expected: { value: brakingDistanceValue, unit: "m" },
            hints: [
              "With uniform deceleration, the average speed is halfway between the initial and final speeds.",
              "The average speed while braking is $v_0/2$; multiply it by the braking time.",
              `Compute $d_b = \\tfrac{1}{2} v_0 t_b$, or equivalently $v_0^2/(2a)$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total stopping distance?",
            description: "Total stopping distance",
            expected: { value: total, unit: "m" },
            hints: [
              "The car travels in two phases.",
              "Add the distance covered while reacting and the distance covered while braking.",
              `Add $${show(reactionDistance, "m")}$ and $${show(brakingDistanceValue, "m")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "forgot-km-h-conversion",
          description: "Used the speed in km/h as if it were in m/s",
          wrongAnswer: {
            value: speedKmh * reactionTime + (speedKmh * speedKmh) / (2 * deceleration),
            unit: "m",
          },
          feedback:
            "The deceleration is in m/s², so the speed must be in m/s. Divide the speed in km/h by 3.6 before using it.",
          step: 0,
        }),
        mistake({
          id: "omitted-reaction-distance",
          description: "Left out the distance covered during the reaction time",
          wrongAnswer: { value: brakingDistanceValue, unit: "m" },
          feedback:
            "The car keeps moving at full speed while the driver reacts. Add that reaction distance to the braking distance.",
          step: 1,
        }),
        mistake({
          id: "forgot-factor-two",
          description: "Used v₀²/a instead of v₀²/(2a) for the braking distance",
          wrongAnswer: { value: reactionDistance + (speed * speed) / deceleration, unit: "m" },
          feedback:
            "From v² = v₀² − 2ad the braking distance is v₀²/(2a): the average speed while braking is only half the initial speed.",
          step: 3,
        }),
      ],
      keyConcepts: [
        "Stopping distance = reaction distance + braking distance.",
        "During the reaction time the speed is constant.",
        "With constant deceleration the braking distance grows with the square of the speed.",
      ],
      realWorld:
        "Doubling your speed roughly quadruples the braking distance, which is why speed limits near schools are so low and why following distances are given in seconds rather than metres.",
    };
  },
};

const projectileRange: ProblemTemplate = {
  id: "kinematics.projectile-range",
  subtopic: "kinematics",
  levels: ["high-school", "algebra"],
  title: "Range of a projectile on level ground",
  generate(random) {
    const launchSpeed = random.between(12, 30, 0.1);
    const angle = random.between(20, 70, 1);
    const gravity = 9.81;
    const object = random.pick(["soccer ball is kicked", "rugby ball is kicked", "stone is thrown"]);
    const horizontalVelocity = launchSpeed * Math.cos(radians(angle));
    const verticalVelocity = launchSpeed * Math.sin(radians(angle));
    const timeToTop = verticalVelocity / gravity;
    const flightTime = 2 * timeToTop;
    const range = horizontalVelocity * flightTime;
    return {
      statement:
        `A ${object} from level ground with speed $v_0 = ${show(launchSpeed, "m/s")}$ ` +
        `at $\\theta = ${show(angle, "deg")}$ above the horizontal. Ignore air resistance and take ` +
        `$g = ${show(gravity, "m/s^2")}$. How far from the launch point does it land on the ground?`,
      knowns: [
        known({ symbol: "v_0", name: "launch speed", value: launchSpeed, unit: "m/s" }),
        known({ symbol: "\\theta", name: "launch angle above the horizontal", value: angle, unit: "deg" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "R", name: "horizontal range", unit: "m" },
      answer: { value: range, unit: "m" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Split the launch velocity into components",
          equation: "v_x = v_0 \\cos\\theta,\\quad v_y = v_0 \\sin\\theta",
          substitution: `v_x = (${show(launchSpeed, "m/s")})\\cos ${show(angle, "deg")} = ${show(horizontalVelocity, "m/s")},\\quad v_y = (${show(launchSpeed, "m/s")})\\sin ${show(angle, "deg")} = ${show(verticalVelocity, "m/s")}`,
          result: { symbol: "v_x", value: horizontalVelocity, unit: "m/s" },
        }),
        solutionStep({
          principle:
            "Vertical motion: the ball lands when y returns to 0, which takes twice the time to the top",
          equation: "t = \\frac{2 v_y}{g}",
          substitution: `t = \\frac{2(${show(verticalVelocity, "m/s")})}{${show(gravity, "m/s^2")}} = ${show(flightTime, "s")}`,
          result: { symbol: "t", value: flightTime, unit: "s" },
        }),
        solutionStep({
          principle: "Horizontal motion is at constant velocity",
          equation: "R = v_x t",
          substitution: `R = (${show(horizontalVelocity, "m/s")})(${show(flightTime, "s")}) = ${show(range, "m")}`,
          result: { symbol: "R", value: range, unit: "m" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "While the ball is in the air, which component of its velocity changes and which stays the same?",
          explanation:
            "Gravity pulls only downward, so only the vertical component changes (by 9.81 m/s every second). With no air resistance nothing pushes sideways, so the horizontal component stays constant for the whole flight.",
        },
        steps: [
          tutorStep({
            prompt: "Find the horizontal component of the launch velocity.",
            description: "Horizontal velocity",
            expected: { value: horizontalVelocity, unit: "m/s" },
            hints: [
              "Draw the velocity as the hypotenuse of a right triangle.",
              "The side adjacent to the launch angle is the horizontal component.",
              `Compute $v_0 \\cos\\theta$ with $\\theta = ${show(angle, "deg")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Find the vertical component of the launch velocity.",
            description: "Vertical velocity",
            expected: { value: verticalVelocity, unit: "m/s" },
            hints: [
              "The vertical component is the side opposite the launch angle.",
              "Use the sine of the launch angle.",
              `Compute $v_0 \\sin\\theta$ with $v_0 = ${show(launchSpeed, "m/s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How long does the ball take to reach the highest point?",
            description: "Time to the top",
            expected: { value: timeToTop, unit: "s" },
            hints: [
              "At the highest point the vertical velocity is zero.",
              "Gravity removes $g$ = 9.81 m/s of vertical speed each second.",
              "Divide the vertical component by $g$.",
            ],
          }),
          tutorStep({
            prompt: "What is the total time of flight?",
            description: "Time of flight",
            expected: { value: flightTime, unit: "s" },
            hints: [
              "On level ground the motion is symmetric.",
              "The way down takes as long as the way up.",
              `Double $${show(timeToTop, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How far from the launch point does the ball land?",
            description: "Range",
            expected: { value: range, unit: "m" },
            hints: [
              "Horizontally the ball moves at constant speed for the whole flight.",
              "Distance = horizontal velocity × time of flight.",
              `Multiply $${show(horizontalVelocity, "m/s")}$ by $${show(flightTime, "s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "used-time-to-top",
          description: "Used the time to the highest point instead of the whole time of flight",
          wrongAnswer: { value: horizontalVelocity * timeToTop, unit: "m" },
          feedback:
            "At the top the ball is only halfway through its flight. The time of flight on level ground is twice the time to the top.",
          step: 3,
        }),
        mistake({
          id: "no-horizontal-component",
          description:
            "Multiplied the full launch speed, not its horizontal component, by the time of flight",
          wrongAnswer: { value: launchSpeed * flightTime, unit: "m" },
          feedback:
            "Only the horizontal component v₀ cos θ carries the ball sideways. Multiply v₀ cos θ by the time.",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Horizontal and vertical motions are independent and share the same time.",
        "Horizontally the velocity is constant; vertically the acceleration is g downward.",
        "On level ground the range is R = v₀² sin(2θ)/g, largest at 45°.",
      ],
      realWorld:
        "Goalkeepers, shot-putters and javelin throwers all trade launch angle against speed; with air drag and a raised release point the best angle is below 45°.",
    };
  },
};

const ballFromBalcony: ProblemTemplate = {
  id: "kinematics.ball-thrown-from-balcony",
  subtopic: "kinematics",
  levels: ["algebra", "calculus"],
  title: "Ball thrown upward from a balcony",
  generate(random, level) {
    const height = random.between(8, 30, 0.1);
    const launchSpeed = random.between(5, 20, 0.1);
    const gravity = 9.81;
    const timeToTop = launchSpeed / gravity;
    const riseAboveBalcony = (launchSpeed * launchSpeed) / (2 * gravity);
    const maximumHeight = height + riseAboveBalcony;
    const fallTime = Math.sqrt((2 * maximumHeight) / gravity);
    const total = timeToTop + fallTime;
    const calculusSentence =
      level === "calculus"
        ? ` Taking upward as positive, its height above the ground is $y(t) = h + v_0 t - \\tfrac{1}{2} g t^2$.`
        : "";
    return {
      statement:
        `A ball is thrown straight up at $v_0 = ${show(launchSpeed, "m/s")}$ from a balcony $h = ${show(height, "m")}$ ` +
        `above the ground, and then falls past the balcony to the ground below. Ignore air resistance and take $g = ${show(gravity, "m/s^2")}$.` +
        `${calculusSentence} How long after the throw does the ball hit the ground?`,
      knowns: [
        known({ symbol: "v_0", name: "initial upward speed", value: launchSpeed, unit: "m/s" }),
        known({ symbol: "h", name: "height of the balcony above the ground", value: height, unit: "m" }),
        known({ symbol: "g", name: "acceleration due to gravity", value: gravity, unit: "m/s^2" }),
      ],
      unknown: { symbol: "t", name: "time until the ball hits the ground", unit: "s" },
      answer: { value: total, unit: "s" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Set the height to zero: $0 = h + v_0 t - \\tfrac{1}{2} g t^2$, a quadratic in t; take the positive root",
          equation: "t = \\frac{v_0 + \\sqrt{v_0^2 + 2 g h}}{g}",
          substitution: `t = \\frac{${show(launchSpeed, "m/s")} + \\sqrt{(${show(launchSpeed, "m/s")})^2 + 2(${show(gravity, "m/s^2")})(${show(height, "m")})}}{${show(gravity, "m/s^2")}} = ${show(total, "s")}`,
          result: { symbol: "t", value: total, unit: "s" },
        }),
        solutionStep({
          principle: "Check by splitting the motion: time to the top, where the speed is zero",
          equation: "t_1 = \\frac{v_0}{g}",
          substitution: `t_1 = \\frac{${show(launchSpeed, "m/s")}}{${show(gravity, "m/s^2")}} = ${show(timeToTop, "s")}`,
          result: { symbol: "t_1", value: timeToTop, unit: "s" },
        }),
        solutionStep({
          principle: "Highest point above the ground",
          equation: "H = h + \\frac{v_0^2}{2g}",
          substitution: `H = ${show(height, "m")} + \\frac{(${show(launchSpeed, "m/s")})^2}{2(${show(gravity, "m/s^2")})} = ${show(maximumHeight, "m")}`,
          result: { symbol: "H", value: maximumHeight, unit: "m" },
        }),
        solutionStep({
          principle: "Free fall from rest at the top down to the ground",
          equation: "t_2 = \\sqrt{\\frac{2H}{g}}",
          substitution: `t_2 = \\sqrt{\\frac{2(${show(maximumHeight, "m")})}{${show(gravity, "m/s^2")}}} = ${show(fallTime, "s")}`,
          result: { symbol: "t_2", value: fallTime, unit: "s" },
        }),
        solutionStep({
          principle: "Total time in the air",
          equation: "t = t_1 + t_2",
          substitution: `t = ${show(timeToTop, "s")} + ${show(fallTime, "s")} = ${show(total, "s")}`,
          result: { symbol: "t", value: total, unit: "s" },
        }),
      ],
      tutor: {
        warmup: {
          question:
            "When the ball comes back down past the balcony, how fast is it moving compared with the throw?",
          explanation:
            "Without air resistance the motion is symmetric: it passes the balcony going down at the same speed v₀ it was thrown up with. The extra fall below the balcony is what makes the total time longer than 2v₀/g.",
        },
        steps: [
          tutorStep({
            prompt: "How long does the ball take to reach its highest point?",
            description: "Time to the top",
            expected: { value: timeToTop, unit: "s" },
            hints: [
              "What is the velocity at the highest point?",
              "Gravity reduces the upward speed by 9.81 m/s every second.",
              `Divide $${show(launchSpeed, "m/s")}$ by $${show(gravity, "m/s^2")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How high above the balcony does the ball rise?",
            description: "Rise above the balcony",
            expected: { value: riseAboveBalcony, unit: "m" },
            hints: [
              "Use a kinematic equation without time, from speed $v_0$ to speed 0.",
              "$0 = v_0^2 - 2 g \\Delta y$.",
              "Compute $v_0^2/(2g)$.",
            ],
          }),
          tutorStep({
            prompt: "How high above the ground is the highest point?",
            description: "Maximum height",
            expected: { value: maximumHeight, unit: "m" },
            hints: [
              "Heights add up.",
              "Balcony height plus the rise above the balcony.",
              `Add $${show(height, "m")}$ and $${show(riseAboveBalcony, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How long does the fall from the highest point to the ground take?",
            description: "Fall time",
            expected: { value: fallTime, unit: "s" },
            hints: [
              "At the top the ball starts falling from rest.",
              "For a fall from rest, $H = \\tfrac{1}{2} g t^2$.",
              `Compute $\\sqrt{2H/g}$ with $H = ${show(maximumHeight, "m")}$.`,
            ],
          }),
          tutorStep({
            prompt: "How long after the throw does the ball hit the ground?",
            description: "Total time",
            expected: { value: total, unit: "s" },
            hints: [
              "The flight has an upward part and a downward part.",
              "Add the time to the top and the fall time.",
              `Add $${show(timeToTop, "s")}$ and $${show(fallTime, "s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "time-to-top-only",
          description: "Gave only the time to reach the highest point",
          wrongAnswer: { value: timeToTop, unit: "s" },
          feedback:
            "At the top the ball is still high above the ground. Add the time it takes to fall from there.",
          step: 0,
        }),
        mistake({
          id: "ignored-balcony-height",
          description: "Found when the ball returns to the balcony (2v₀/g) instead of reaching the ground",
          wrongAnswer: { value: 2 * timeToTop, unit: "s" },
          feedback:
            "2v₀/g is when the ball is back at the balcony. It still has to fall the height of the balcony; solve h + v₀t − ½gt² = 0.",
        }),
      ],
      keyConcepts: [
        "In free fall the acceleration is g downward on the way up, at the top and on the way down.",
        "At the highest point the velocity is zero but the acceleration is not.",
        "A quadratic in time has two roots; only the positive one is after the throw.",
      ],
      realWorld:
        "Fireworks engineers time the fuse of a shell so it bursts near the top of its flight, using exactly this kind of calculation.",
    };
  },
};

const policeCatchUp: ProblemTemplate = {
  id: "kinematics.police-catch-up",
  subtopic: "kinematics",
  levels: ["algebra", "calculus"],
  title: "Police car catching a speeding car",
  generate(random, level) {
    const speederKmh = random.between(90, 140, 1);
    const acceleration = random.between(2, 5, 0.01);
    const speed = speederKmh * KILOMETRES_PER_HOUR_IN_METRES_PER_SECOND;
    const catchTime = (2 * speed) / acceleration;
    const policeSpeed = acceleration * catchTime;
    const distance = speed * catchTime;
    const positions =
      level === "calculus"
        ? " Write both positions as functions of time, $x_s(t)$ and $x_p(t)$, measured from the police car."
        : "";
    return {
      statement:
        `A car speeding at a constant $v = ${show(speederKmh, "km/h")}$ passes a parked police car. ` +
        `At that instant the police car starts from rest with a constant acceleration $a = ${show(acceleration, "m/s^2")}$.` +
        `${positions} How far does the police car travel before it draws level with the speeding car?`,
      knowns: [
        known({ symbol: "v", name: "speed of the speeding car", value: speederKmh, unit: "km/h" }),
        known({ symbol: "a", name: "acceleration of the police car", value: acceleration, unit: "m/s^2" }),
      ],
      unknown: { symbol: "d", name: "distance to catch up", unit: "m" },
      answer: { value: distance, unit: "m" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle: "Convert the speed to SI units",
          equation: "v = \\frac{v[\\mathrm{km/h}]}{3.6}",
          substitution: `v = \\frac{${showNumber(speederKmh)}}{3.6} = ${show(speed, "m/s")}`,
          result: { symbol: "v", value: speed, unit: "m/s" },
        }),
        solutionStep({
          principle:
            "Both start at the same point at t = 0; they meet when the positions are equal: $v t = \\tfrac{1}{2} a t^2$",
          equation: "t = \\frac{2v}{a}",
          substitution: `t = \\frac{2(${show(speed, "m/s")})}{${show(acceleration, "m/s^2")}} = ${show(catchTime, "s")}`,
          result: { symbol: "t", value: catchTime, unit: "s" },
        }),
        solutionStep({
          principle: "Distance covered by either car until they meet",
          equation: "d = v t",
          substitution: `d = (${show(speed, "m/s")})(${show(catchTime, "s")}) = ${show(distance, "m")}`,
          result: { symbol: "d", value: distance, unit: "m" },
        }),
      ],
      tutor: {
        warmup: {
          question: "When the police car has reached the same speed as the speeder, has it caught up?",
          explanation:
            "No. Until that moment the police car was slower, so the gap has been growing the whole time. Equal speeds mark the largest gap, not the meeting; the cars meet when their positions are equal.",
        },
        steps: [
          tutorStep({
            prompt: "Convert the speeder's speed to metres per second.",
            description: "Speed in m/s",
            expected: { value: speed, unit: "m/s" },
            hints: [
              "The acceleration is in m/s², so work in m/s.",
              "1 m/s = 3.6 km/h.",
              `Divide $${showNumber(speederKmh)}$ by 3.6.`,
            ],
          }),
          tutorStep({
            prompt: "How long after the speeder passes does the police car draw level?",
            description: "Time to catch up",
            expected: { value: catchTime, unit: "s" },
            hints: [
              "Write the position of each car as a function of time, both starting at 0.",
              "Speeder: $x = v t$. Police: $x = \\tfrac{1}{2} a t^2$. Set them equal.",
              "Dividing by t (t ≠ 0) gives $t = 2v/a$.",
            ],
          }),
          tutorStep({
            prompt: "How fast is the police car going when it draws level?",
            description: "Police speed at the meeting",
            expected: { value: policeSpeed, unit: "m/s" },
            hints: [
              "The police car started from rest with constant acceleration.",
              "Speed = acceleration × time.",
              "You should find exactly twice the speeder's speed.",
            ],
          }),
          tutorStep({
            prompt: "How far has the police car travelled when it draws level?",
            description: "Catch-up distance",
            expected: { value: distance, unit: "m" },
            hints: [
              "Both cars have covered the same distance at the meeting.",
              "The speeder's distance is easiest: $v t$.",
              `Multiply $${show(speed, "m/s")}$ by $${show(catchTime, "s")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "set-speeds-equal",
          description: "Used the time when the speeds are equal and gave the police car's distance then",
          wrongAnswer: { value: (speed * speed) / (2 * acceleration), unit: "m" },
          feedback:
            "Equal speeds is when the gap is largest. The police car catches up when the positions are equal: vt = ½at².",
          step: 1,
        }),
        mistake({
          id: "dropped-one-half",
          description: "Wrote the police position as at² (without ½), giving t = v/a",
          wrongAnswer: { value: (speed * speed) / acceleration, unit: "m" },
          feedback: "From rest with constant acceleration the position is x = ½at². Keep the ½.",
          step: 1,
        }),
        mistake({
          id: "forgot-km-h-conversion",
          description: "Used the speed in km/h with an acceleration in m/s²",
          wrongAnswer: { value: (2 * speederKmh * speederKmh) / acceleration, unit: "m" },
          feedback:
            "Convert the speed to m/s (divide by 3.6) before combining it with an acceleration in m/s².",
          step: 0,
        }),
      ],
      keyConcepts: [
        "Two objects meet when their positions are equal at the same time.",
        "From rest with constant acceleration, x = ½at² and v = at.",
        "Equal speeds marks the largest gap between a chaser starting from rest and a constant-speed object.",
      ],
      realWorld:
        "Overtaking on a two-lane road is the same calculation: how long and how far you need to pass a truck decides whether a gap in oncoming traffic is safe.",
    };
  },
};

const displacementFromVelocity: ProblemTemplate = {
  id: "kinematics.displacement-from-velocity-function",
  subtopic: "kinematics",
  levels: ["calculus"],
  title: "Displacement from a time-dependent velocity",
  generate(random) {
    const baseSpeed = random.between(2, 6, 0.1);
    const coefficient = random.between(0.3, 0.8, 0.01);
    const duration = random.between(4, 7, 0.1);
    const finalSpeed = baseSpeed + coefficient * duration * duration;
    const constantPart = baseSpeed * duration;
    const growingPart = (coefficient * duration ** 3) / 3;
    const displacement = constantPart + growingPart;
    return {
      statement:
        "An electric test car moves along a straight track. Its velocity is " +
        `$v(t) = \\beta + \\alpha t^2$ with $\\beta = ${show(baseSpeed, "m/s")}$ and $\\alpha = ${show(coefficient, "m/s^3")}$. ` +
        `How far does it travel between $t = 0$ and $T = ${show(duration, "s")}$?`,
      knowns: [
        known({ symbol: "\\beta", name: "velocity at t = 0", value: baseSpeed, unit: "m/s" }),
        known({
          symbol: "\\alpha",
          name: "coefficient of t² in the velocity",
          value: coefficient,
          unit: "m/s^3",
        }),
        known({ symbol: "T", name: "end of the time interval", value: duration, unit: "s" }),
      ],
      unknown: { symbol: "\\Delta x", name: "displacement from 0 to T", unit: "m" },
      answer: { value: displacement, unit: "m" },
      significantFigures: 3,
      solution: [
        solutionStep({
          principle:
            "Check the velocity at the end of the interval; v > 0 throughout, so displacement equals distance",
          equation: "v(T) = \\beta + \\alpha T^2",
          substitution: `v(T) = ${show(baseSpeed, "m/s")} + (${show(coefficient, "m/s^3")})(${show(duration, "s")})^2 = ${show(finalSpeed, "m/s")}`,
          result: { symbol: "v(T)", value: finalSpeed, unit: "m/s" },
        }),
        solutionStep({
          principle: "Displacement is the integral of velocity over time",
          equation: "\\Delta x = \\int_0^T (\\beta + \\alpha t^2)\\,dt = \\beta T + \\frac{\\alpha T^3}{3}",
          substitution: `\\Delta x = (${show(baseSpeed, "m/s")})(${show(duration, "s")}) + \\frac{(${show(coefficient, "m/s^3")})(${show(duration, "s")})^3}{3} = ${show(constantPart, "m")} + ${show(growingPart, "m")} = ${show(displacement, "m")}`,
          result: { symbol: "\\Delta x", value: displacement, unit: "m" },
        }),
      ],
      tutor: {
        warmup: {
          question: "Why can't you use $\\Delta x = v_0 t + \\tfrac{1}{2} a t^2$ here?",
          explanation:
            "That formula assumes constant acceleration. Here a(t) = dv/dt = 2αt grows with time, so you must integrate the velocity directly.",
        },
        steps: [
          tutorStep({
            prompt: "What is the car's velocity at $t = T$?",
            description: "Final velocity",
            expected: { value: finalSpeed, unit: "m/s" },
            hints: [
              "Substitute T into v(t).",
              "$v(T) = \\beta + \\alpha T^2$.",
              `Compute $${show(baseSpeed, "m/s")}$ + ($${show(coefficient, "m/s^3")}$)($${show(duration, "s")}$)².`,
            ],
          }),
          tutorStep({
            prompt: "Integrate the constant term β from 0 to T. What displacement does it contribute?",
            description: "Integral of the constant term",
            expected: { value: constantPart, unit: "m" },
            hints: [
              "The integral of a constant over an interval is the constant times the length of the interval.",
              "$\\int_0^T \\beta\\,dt = \\beta T$.",
              `Multiply $${show(baseSpeed, "m/s")}$ by $${show(duration, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "Integrate the term $\\alpha t^2$ from 0 to T. What displacement does it contribute?",
            description: "Integral of the t² term",
            expected: { value: growingPart, unit: "m" },
            hints: [
              "Use the power rule for integrals.",
              "$\\int t^2\\,dt = t^3/3$.",
              `Compute $\\alpha T^3/3$ with $T = ${show(duration, "s")}$.`,
            ],
          }),
          tutorStep({
            prompt: "What is the total displacement from $t = 0$ to $t = T$?",
            description: "Total displacement",
            expected: { value: displacement, unit: "m" },
            hints: [
              "The integral of a sum is the sum of the integrals.",
              "Add the two contributions.",
              `Add $${show(constantPart, "m")}$ and $${show(growingPart, "m")}$.`,
            ],
          }),
        ],
      },
      mistakes: [
        mistake({
          id: "final-velocity-times-time",
          description: "Multiplied the final velocity by the time (or forgot the 1/3 of the antiderivative)",
          wrongAnswer: { value: finalSpeed * duration, unit: "m" },
          feedback:
            "The car was slower earlier on, so v(T)·T overestimates. Integrate: the t² term gives αT³/3, not αT³.",
          step: 2,
        }),
        mistake({
          id: "assumed-constant-acceleration",
          description: "Averaged the initial and final velocities as if the acceleration were constant",
          wrongAnswer: { value: ((baseSpeed + finalSpeed) / 2) * duration, unit: "m" },
          feedback:
            "The average of initial and final velocity gives the displacement only for constant acceleration. Here a = 2αt changes, so integrate v(t).",
        }),
      ],
      keyConcepts: [
        "Displacement is the integral of velocity: Δx = ∫ v dt.",
        "Acceleration is the derivative of velocity: here a = 2αt, not constant.",
        "Constant-acceleration formulas fail when the acceleration changes with time.",
      ],
      realWorld:
        "Data loggers in cars and phones record velocity samples and integrate them numerically to reconstruct the distance travelled.",
    };
  },
};

export const templates: ProblemTemplate[] = [
  brakingDistance,
  projectileRange,
  ballFromBalcony,
  policeCatchUp,
  displacementFromVelocity,
];
