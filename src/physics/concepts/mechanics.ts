/**
 * Concepts of mechanics: kinematics, dynamics, work and energy, momentum, rotation, oscillations and waves.
 */
import { allOf, type Concept, numeric, SAME_PHRASES, UNCHANGED_PHRASES } from "./concept";

export const MECHANICS_CONCEPTS: Concept[] = [
  {
    id: "kinematics.velocity-vs-speed",
    subtopic: "kinematics",
    title: "Velocity versus speed",
    keywords: [
      "speed",
      "velocity",
      "how fast",
      "displacement",
      "distance",
      "average speed",
      "average velocity",
      "scalar",
      "vector",
      "direction of motion",
    ],
    keyIdeas: [
      "Speed is how fast something moves: the distance covered per unit time. It has no direction and is never negative.",
      "Velocity is speed together with a direction: displacement per unit time, $\\vec v = \\Delta \\vec x / \\Delta t$. Two cars at $60\\ \\mathrm{km/h}$ heading opposite ways have equal speeds but different velocities.",
      "Average speed uses the total path length; average velocity uses the net displacement. A round trip has zero average velocity but a non-zero average speed.",
    ],
    calculusIdea:
      "Instantaneous velocity is the derivative of position, $v = \\frac{dx}{dt}$, and speed is $|v|$. Over an interval the displacement is $\\int v\\,dt$ while the distance is $\\int |v|\\,dt$.",
    intuition:
      "Speed is the number on the speedometer; velocity is the arrow on a GPS map: the number plus where it points. Change either the number or the arrow and the velocity has changed.",
    questions: [
      {
        prompt:
          "A runner does one full lap of a $400\\ \\mathrm{m}$ track in $80\\ \\mathrm{s}$ and finishes where she started. What is her average speed?",
        check: numeric(5, "m/s"),
        answer:
          "Average speed is distance over time: $400\\ \\mathrm{m} / 80\\ \\mathrm{s} = 5\\ \\mathrm{m/s}$.",
        followUp:
          "Right: $400\\ \\mathrm{m}$ of path in $80\\ \\mathrm{s}$ is $5\\ \\mathrm{m/s}$. Speed only cares about the length of the path, not where you end up.",
        hint: "Average speed is the total distance travelled divided by the total time taken.",
      },
      {
        prompt: "For the same lap, what is her average velocity?",
        check: allOf(["zero", "0", "nothing", "none"]),
        answer:
          "Zero: she ends where she started, so her displacement, and therefore her average velocity, is zero.",
        followUp:
          "Exactly: her displacement is zero, so her average velocity is zero even though she was never standing still. That gap is the whole difference between the two ideas.",
        hint: "Velocity uses displacement: how far is the finish from the start, as the crow flies?",
      },
      {
        prompt:
          "A car drives around a roundabout at a steady $30\\ \\mathrm{km/h}$. Is its velocity constant? Explain.",
        check: allOf(["direction", "turn", "heading", "curv"]),
        answer: "No: the speed is constant but the direction keeps changing, so the velocity changes.",
        followUp:
          "Yes: the speed is steady, but the direction keeps turning, so the velocity changes all the time. A changing velocity means the car is accelerating, toward the centre of the roundabout.",
        hint: "Velocity has two parts, a size and a direction. Which of them changes on a roundabout?",
      },
    ],
    misconceptions: [
      {
        id: "constant-speed-no-acceleration",
        belief: "An object moving at constant speed cannot be accelerating.",
        diagnostic: {
          prompt: "A satellite circles the Earth at a perfectly steady speed. Is it accelerating?",
          check: allOf(["yes", "is accelerat", "it accelerat", "direction", "toward", "centripetal"]),
        },
        pattern: [
          ["no", "not accelerat", "isn't accelerat", "zero acceleration", "constant speed", "steady"],
        ],
        correction:
          "A steady speed does not mean zero acceleration. Acceleration is any change of velocity, and turning changes velocity's direction. Anything moving in a circle accelerates toward the centre, with $a = v^2/r$.",
      },
    ],
    realWorld: [
      "A GPS unit tracks velocity, not just speed: to predict where you will be in a minute it needs your heading as well as how fast you go.",
      "Air traffic controllers separate aircraft by velocity: two planes at the same speed on crossing headings can still be on a collision course.",
    ],
    challenge: {
      prompt:
        "You drive $60\\ \\mathrm{km}$ at $60\\ \\mathrm{km/h}$, then drive the same $60\\ \\mathrm{km}$ back at $30\\ \\mathrm{km/h}$. What is your average speed for the whole trip, in km/h?",
      check: numeric(40, "km/h"),
      answer:
        "Total distance $120\\ \\mathrm{km}$, total time $1\\ \\mathrm{h} + 2\\ \\mathrm{h} = 3\\ \\mathrm{h}$, so the average speed is $40\\ \\mathrm{km/h}$, not $45$.",
      followUp:
        "Yes, $40\\ \\mathrm{km/h}$. You spend twice as long on the slow leg, so the average leans toward the slow speed; it is not the plain average of the two speeds.",
      hint: "Find the time of each leg first; the average speed is total distance divided by total time.",
    },
  },
  {
    id: "kinematics.acceleration",
    subtopic: "kinematics",
    title: "Acceleration",
    keywords: [
      "acceleration",
      "accelerate",
      "speeding up",
      "slowing down",
      "deceleration",
      "change in velocity",
      "m/s^2",
      "constant acceleration",
      "suvat",
    ],
    keyIdeas: [
      "Acceleration is the rate at which velocity changes: $a = \\Delta v / \\Delta t$, measured in $\\mathrm{m/s^2}$.",
      "Any change of velocity counts: speeding up, slowing down or turning.",
      "With constant acceleration: $v = v_0 + at$, $\\Delta x = v_0 t + \\tfrac12 a t^2$ and $v^2 = v_0^2 + 2a\\Delta x$.",
      "An object speeds up when its velocity and acceleration point the same way and slows down when they point opposite ways; the sign of $a$ alone does not tell you.",
    ],
    calculusIdea:
      "Acceleration is the derivative of velocity, $a = \\frac{dv}{dt} = \\frac{d^2x}{dt^2}$; the constant-acceleration equations come from integrating $a$ twice.",
    intuition:
      "Acceleration is what presses you into your seat. Cruising at $900\\ \\mathrm{km/h}$ in an airliner feels like nothing; the take-off roll, when the speed is changing fast, is what you feel.",
    questions: [
      {
        prompt:
          "A car goes from rest to $20\\ \\mathrm{m/s}$ in $5.0\\ \\mathrm{s}$ with steady acceleration. What is its acceleration?",
        check: numeric(4, "m/s^2"),
        answer:
          "$a = \\Delta v / \\Delta t = 20\\ \\mathrm{m/s} / 5.0\\ \\mathrm{s} = 4.0\\ \\mathrm{m/s^2}$.",
        followUp:
          "Correct: $4.0\\ \\mathrm{m/s^2}$ means the car gains $4\\ \\mathrm{m/s}$ of speed every second.",
        hint: "Acceleration is the change in velocity divided by the time the change takes.",
      },
      {
        prompt:
          "A car's speedometer shows a steady $50\\ \\mathrm{km/h}$ while it drives around a bend. Is the car accelerating?",
        check: allOf(["yes", "is accelerat", "it accelerat", "direction", "turn"]),
        answer:
          "Yes: its direction changes, so its velocity changes, so it accelerates (toward the inside of the bend).",
        followUp:
          "Right: the speed is steady but the direction changes, and a change of direction is a change of velocity. The acceleration points toward the inside of the bend.",
        hint: "Acceleration is a change in velocity, and velocity includes direction.",
      },
      {
        prompt:
          "A car moving in the $-x$ direction has an acceleration in the $+x$ direction. Is it speeding up or slowing down?",
        check: {
          ...allOf(["slow", "decelerat", "speed decreas", "losing speed", "braking"]),
          reject: ["speeding up"],
        },
        answer: "Slowing down: the acceleration points opposite to the velocity.",
        followUp:
          "Yes: velocity and acceleration point opposite ways, so the car slows. 'Negative acceleration' and 'slowing down' are not the same thing; compare the directions.",
        hint: "Compare the direction of the velocity with the direction of the acceleration.",
      },
      {
        prompt:
          "A cart's position is $x(t) = 3t^2 - 12t$ (metres, seconds). At what time is its velocity zero?",
        check: numeric(2, "s"),
        answer: "$v = \\frac{dx}{dt} = 6t - 12$, which is zero at $t = 2\\ \\mathrm{s}$.",
        followUp:
          "Correct: $v = 6t - 12 = 0$ at $t = 2\\ \\mathrm{s}$. The acceleration $\\frac{dv}{dt} = 6\\ \\mathrm{m/s^2}$ is not zero there: the cart turns around.",
        hint: "Differentiate $x(t)$ to get $v(t)$, then set it to zero.",
        levels: ["calculus"],
      },
    ],
    misconceptions: [
      {
        id: "zero-velocity-zero-acceleration",
        belief: "If the velocity is zero, the acceleration must be zero too.",
        diagnostic: {
          prompt:
            "A ball is thrown straight up. At the very top of its path, where it is momentarily at rest, what is its acceleration?",
          check: { ...allOf(["9.8", "9.81", "g", "gravity", "down"]), reject: ["zero", "0", "nothing"] },
        },
        pattern: [["zero", "0", "nothing", "none", "no acceleration"]],
        correction:
          "At the top the velocity is zero only for an instant; it is still changing from upward to downward. Gravity never switches off, so the acceleration is $g \\approx 9.8\\ \\mathrm{m/s^2}$ downward the whole time.",
      },
    ],
    realWorld: [
      "Car makers quote the 0 to 100 km/h time: 5 s means an average acceleration of about $5.6\\ \\mathrm{m/s^2}$, more than half of $g$.",
      "Phones contain tiny accelerometers that sense acceleration to rotate the screen, count steps and detect falls.",
    ],
    challenge: {
      prompt:
        "A car travelling at $25\\ \\mathrm{m/s}$ brakes with a constant deceleration of $5.0\\ \\mathrm{m/s^2}$. How far does it travel before stopping?",
      check: numeric(62.5, "m"),
      answer: "$v^2 = v_0^2 + 2a\\Delta x$ gives $\\Delta x = 25^2 / (2 \\times 5.0) = 62.5\\ \\mathrm{m}$.",
      followUp:
        "Yes, $62.5\\ \\mathrm{m}$. Notice that the stopping distance grows with the square of the speed: at $50\\ \\mathrm{m/s}$ it would be four times longer.",
      hint: "Use $v^2 = v_0^2 + 2a\\Delta x$ with final speed zero.",
    },
  },
  {
    id: "kinematics.free-fall",
    subtopic: "kinematics",
    title: "Free fall",
    keywords: [
      "free fall",
      "falling",
      "fall",
      "dropped",
      "drop",
      "gravity",
      "g",
      "9.8",
      "heavier falls faster",
      "thrown up",
    ],
    keyIdeas: [
      "Near Earth's surface, when air resistance is negligible, every object falls with the same acceleration $g \\approx 9.8\\ \\mathrm{m/s^2}$, whatever its mass.",
      "Starting from rest: $v = gt$ and $d = \\tfrac12 g t^2$, so the distance fallen grows with the square of the time.",
      "A heavier object is pulled harder, but it also has more inertia; the ratio of force to mass, $g$, is the same for all.",
    ],
    calculusIdea:
      "Integrating $\\frac{dv}{dt} = -g$ gives $v = v_0 - gt$, and integrating again gives $y = y_0 + v_0 t - \\tfrac12 g t^2$.",
    intuition:
      "Lay a sheet of paper flat on top of a book and drop them: they fall together, because the book shields the paper from the air. Without air, a hammer and a feather fall side by side, as an astronaut showed on the Moon.",
    questions: [
      {
        prompt:
          "A stone is dropped from rest. Ignoring air resistance and using $g = 9.8\\ \\mathrm{m/s^2}$, how fast is it moving after $2.0\\ \\mathrm{s}$?",
        check: numeric(19.6, "m/s"),
        answer: "$v = gt = 9.8 \\times 2.0 = 19.6\\ \\mathrm{m/s}$.",
        followUp:
          "Right: it gains $9.8\\ \\mathrm{m/s}$ every second, so after $2.0\\ \\mathrm{s}$ it moves at $19.6\\ \\mathrm{m/s}$.",
        hint: "Each second of falling adds $9.8\\ \\mathrm{m/s}$ to the speed.",
      },
      {
        prompt: "How far has the stone fallen in those $2.0\\ \\mathrm{s}$?",
        check: numeric(19.6, "m"),
        answer: "$d = \\tfrac12 g t^2 = \\tfrac12 \\times 9.8 \\times 2.0^2 = 19.6\\ \\mathrm{m}$.",
        followUp:
          "Correct: $19.6\\ \\mathrm{m}$. Its average speed was $9.8\\ \\mathrm{m/s}$ (half way between 0 and 19.6) for $2\\ \\mathrm{s}$.",
        hint: "Use $d = \\tfrac12 g t^2$, or average speed times time.",
      },
      {
        prompt: "If it falls for twice as long, how many times farther does it fall?",
        check: allOf(["4", "four", "quadrupl"]),
        answer: "Four times: distance grows as $t^2$, and $2^2 = 4$.",
        followUp:
          "Yes, four times: $d \\propto t^2$. The stone is moving faster in the later seconds, so it covers more ground in each one.",
        hint: "Look at how $t$ appears in $d = \\tfrac12 g t^2$.",
      },
    ],
    misconceptions: [
      {
        id: "heavier-falls-faster",
        belief: "Heavier objects fall faster.",
        diagnostic: {
          prompt:
            "A bowling ball and a tennis ball are dropped together from the same height, with air resistance negligible. Which one lands first?",
          check: allOf([...SAME_PHRASES, "at the same"]),
        },
        pattern: [["bowling", "heavier", "heavy", "bigger"]],
        correction:
          "Heavier objects are pulled harder, but they are also harder to accelerate, and the two effects cancel exactly: every object falls with the same acceleration $g$. The differences you see every day come from air resistance, which matters more for light, broad objects.",
      },
      {
        id: "distance-proportional-to-time",
        belief: "A falling object covers the same distance every second.",
        diagnostic: {
          prompt:
            "A stone falls about $5\\ \\mathrm{m}$ during its first second after being dropped. About how far will it have fallen after $2\\ \\mathrm{s}$ in total?",
          check: numeric(20, "m", 0.06),
        },
        pattern: [["10", "ten", "double", "twice"]],
        correction:
          "The stone keeps speeding up, so each second it covers more than in the one before. Distance from rest grows as $t^2$: after $2\\ \\mathrm{s}$ it has fallen about $4 \\times 5 = 20\\ \\mathrm{m}$.",
      },
    ],
    realWorld: [
      "Drop towers at amusement parks give riders two or three seconds of near free fall; $d = \\tfrac12 g t^2$ sets how tall the tower must be.",
      "You can estimate the depth of a well by timing a dropped stone: a $2\\ \\mathrm{s}$ fall means roughly $20\\ \\mathrm{m}$ (a little less, because the sound takes time to climb back up).",
    ],
    challenge: {
      prompt:
        "A ball is thrown straight up at $14.7\\ \\mathrm{m/s}$. How long does it take to come back down to the thrower's hand? (Use $g = 9.8\\ \\mathrm{m/s^2}$.)",
      check: numeric(3, "s"),
      answer:
        "It takes $14.7/9.8 = 1.5\\ \\mathrm{s}$ to stop at the top and the same time to fall back: $3.0\\ \\mathrm{s}$.",
      followUp:
        "Correct: $1.5\\ \\mathrm{s}$ up and $1.5\\ \\mathrm{s}$ down. Without air the motion is symmetric: the ball returns at the speed it was thrown.",
      hint: "First find how long gravity takes to reduce $14.7\\ \\mathrm{m/s}$ to zero.",
    },
  },
  {
    id: "kinematics.projectile-independence",
    subtopic: "kinematics",
    title: "Projectile motion: independent components",
    keywords: [
      "thrown sideways",
      "fired horizontally",
      "horizontal launch",
      "projectile",
      "thrown",
      "launched",
      "trajectory",
      "parabola",
      "range",
      "horizontal and vertical",
      "components",
      "launch angle",
      "cannon",
      "rolls off a table",
    ],
    keyIdeas: [
      "A projectile's horizontal and vertical motions are independent: gravity acts only vertically, so without air resistance the horizontal velocity stays constant while the vertical velocity changes at $g$.",
      "The time in the air is set by the vertical motion alone; the horizontal distance is the horizontal speed times that time.",
      "On level ground the range is $R = v_0^2 \\sin 2\\theta / g$: greatest at $45^\\circ$, and equal for $\\theta$ and $90^\\circ - \\theta$.",
    ],
    calculusIdea:
      "With $\\vec r(t) = (v_0\\cos\\theta\\,t,\\ v_0\\sin\\theta\\,t - \\tfrac12 g t^2)$, differentiating twice gives $\\ddot x = 0$ and $\\ddot y = -g$: two separate one-dimensional problems.",
    intuition:
      "Roll one ball off a table while dropping another from the same height at the same instant. Watch only their heights: they match all the way down. The rolling ball just carries its sideways motion along for the ride.",
    questions: [
      {
        prompt:
          "A ball rolls off a table at $3.0\\ \\mathrm{m/s}$ horizontally. Ignoring air, what is its horizontal speed just before it lands?",
        check: numeric(3, "m/s"),
        answer:
          "Still $3.0\\ \\mathrm{m/s}$: no horizontal force acts, so the horizontal velocity does not change.",
        followUp:
          "Right: nothing pushes sideways, so the horizontal velocity stays $3.0\\ \\mathrm{m/s}$. Only the vertical velocity grows.",
        hint: "Which forces act on the ball in the air, and in which direction do they point?",
      },
      {
        prompt:
          "The table is $1.25\\ \\mathrm{m}$ high. How long is the ball in the air? (Use $g = 9.8\\ \\mathrm{m/s^2}$.)",
        check: numeric(0.505, "s", 0.04),
        answer: "From $h = \\tfrac12 g t^2$: $t = \\sqrt{2 \\times 1.25 / 9.8} \\approx 0.51\\ \\mathrm{s}$.",
        followUp:
          "Correct, about $0.51\\ \\mathrm{s}$, exactly as long as a ball simply dropped from the table. The horizontal speed plays no part.",
        hint: "Treat the vertical motion alone: it starts with zero vertical speed and falls $1.25\\ \\mathrm{m}$.",
      },
      {
        prompt: "How far from the foot of the table does the ball land?",
        check: numeric(1.52, "m", 0.04),
        answer:
          "Horizontal distance $= 3.0\\ \\mathrm{m/s} \\times 0.505\\ \\mathrm{s} \\approx 1.5\\ \\mathrm{m}$.",
        followUp:
          "Yes, about $1.5\\ \\mathrm{m}$: steady horizontal speed times the time of flight that the vertical motion decided.",
        hint: "Multiply the constant horizontal speed by the time in the air.",
      },
      {
        prompt:
          "Which launch angle gives the greatest range on level ground when air resistance is negligible?",
        check: allOf(["45"]),
        answer: "$45^\\circ$, where $\\sin 2\\theta$ is largest.",
        followUp:
          "Right, $45^\\circ$. Angles equally above and below it, such as $30^\\circ$ and $60^\\circ$, give the same range.",
        hint: "The range is proportional to $\\sin 2\\theta$; when is that largest?",
      },
    ],
    misconceptions: [
      {
        id: "sideways-motion-keeps-it-up",
        belief: "An object thrown sideways stays in the air longer than one that is dropped.",
        diagnostic: {
          prompt:
            "One bullet is fired horizontally from a rifle while another is dropped from the same height at the same moment. Over level ground and ignoring air, which one hits the ground first?",
          check: allOf([...SAME_PHRASES, "at the same"]),
        },
        pattern: [["dropped", "drop", "fired", "first one", "second one"]],
        correction:
          "Sideways speed does nothing to the vertical motion. Both bullets start with zero vertical velocity and fall with the same $g$, so they land together; the fired one simply lands much farther away.",
      },
    ],
    realWorld: [
      "Firefighters aim a hose above a distant window because the water jet follows a parabola, falling as it travels.",
      "Long jumpers take off at roughly $20^\\circ$, well below $45^\\circ$, because they can produce far more horizontal speed by running than vertical speed by jumping.",
    ],
    challenge: {
      prompt:
        "A ball is kicked at $20\\ \\mathrm{m/s}$ at $30^\\circ$ above level ground. Ignoring air, how far away does it land? (Use $g = 9.8\\ \\mathrm{m/s^2}$.)",
      check: numeric(35.3, "m", 0.03),
      answer: "$R = v_0^2 \\sin 2\\theta / g = 400 \\times \\sin 60^\\circ / 9.8 \\approx 35\\ \\mathrm{m}$.",
      followUp:
        "Correct, about $35\\ \\mathrm{m}$. A kick at $60^\\circ$ with the same speed would land at the same spot, after a longer, higher flight.",
      hint: "Split the velocity into $v_0\\cos\\theta$ and $v_0\\sin\\theta$; the time of flight is $2 v_0 \\sin\\theta / g$.",
    },
  },
  {
    id: "dynamics.newtons-second-law",
    subtopic: "dynamics",
    title: "Newton's second law and net force",
    keywords: [
      "keep moving",
      "what makes things move",
      "force",
      "net force",
      "newton's second law",
      "f = ma",
      "f=ma",
      "mass and acceleration",
      "push",
      "pull",
      "inertia",
      "newton's first law",
      "resultant force",
    ],
    keyIdeas: [
      "The net force on an object equals its mass times its acceleration: $\\vec F_{net} = m\\vec a$.",
      "Only the vector sum of all forces matters. Balanced forces give zero acceleration, which means constant velocity, not necessarily rest (Newton's first law).",
      "One newton accelerates $1\\ \\mathrm{kg}$ at $1\\ \\mathrm{m/s^2}$: $1\\ \\mathrm{N} = 1\\ \\mathrm{kg\\,m/s^2}$.",
    ],
    calculusIdea:
      "In general $\\vec F_{net} = \\frac{d\\vec p}{dt}$; for a constant mass this is $m\\frac{d\\vec v}{dt} = m\\vec a$.",
    intuition:
      "Push an empty shopping trolley and a full one equally hard: the empty one picks up speed much faster. Force is what you supply, mass is how much the object resists, and acceleration is the result.",
    questions: [
      {
        prompt:
          "A net force of $12\\ \\mathrm{N}$ acts on a $3.0\\ \\mathrm{kg}$ block. What is its acceleration?",
        check: numeric(4, "m/s^2"),
        answer: "$a = F/m = 12\\ \\mathrm{N} / 3.0\\ \\mathrm{kg} = 4.0\\ \\mathrm{m/s^2}$.",
        followUp:
          "Correct: $a = F/m = 4.0\\ \\mathrm{m/s^2}$. Double the mass and the same force gives half the acceleration.",
        hint: "Rearrange $F = ma$ for $a$.",
      },
      {
        prompt:
          "A $1000\\ \\mathrm{kg}$ car is pushed forward by a $3000\\ \\mathrm{N}$ driving force while friction and drag total $1000\\ \\mathrm{N}$ backward. What is its acceleration?",
        check: numeric(2, "m/s^2"),
        answer: "Net force $3000 - 1000 = 2000\\ \\mathrm{N}$, so $a = 2000/1000 = 2.0\\ \\mathrm{m/s^2}$.",
        followUp:
          "Right: the net force is $2000\\ \\mathrm{N}$ forward, giving $2.0\\ \\mathrm{m/s^2}$. Always add the forces as vectors before using $F = ma$.",
        hint: "First find the net force: the forward force minus the backward forces.",
      },
      {
        prompt:
          "A hockey puck glides across frictionless ice at constant velocity. What is the net force on it?",
        check: allOf(["zero", "0", "no net", "none", "nothing", "balanced", "no force"]),
        answer: "Zero: constant velocity means zero acceleration, so the net force is zero.",
        followUp:
          "Exactly: constant velocity means zero acceleration, and so zero net force. Moving does not require a force; changing the motion does.",
        hint: "What is the acceleration of something moving at constant velocity?",
      },
      {
        prompt:
          "A $60\\ \\mathrm{kg}$ person stands in a lift accelerating upward at $2.0\\ \\mathrm{m/s^2}$. What force does the floor exert on them? (Use $g = 9.8\\ \\mathrm{m/s^2}$.)",
        check: numeric(708, "N", 0.03),
        answer: "$N - mg = ma$, so $N = m(g + a) = 60 \\times 11.8 = 708\\ \\mathrm{N}$.",
        followUp:
          "Correct, $708\\ \\mathrm{N}$, more than their weight of $588\\ \\mathrm{N}$. That extra push is why you feel heavier as a lift starts upward.",
        hint: "Two forces act: the floor's push up and gravity down. Their difference must equal $ma$.",
      },
    ],
    misconceptions: [
      {
        id: "motion-needs-force",
        belief: "A moving object needs a force to keep it moving.",
        diagnostic: {
          prompt:
            "A spacecraft far from any star or planet is coasting and switches off its engines. What happens to its motion?",
          check: allOf([
            "constant",
            "same speed",
            "same velocity",
            "keeps moving",
            "keep moving",
            "continue",
            "carries on",
            "keeps going",
            "keep going",
            "straight line",
            "steady",
          ]),
        },
        pattern: [["stop", "slow", "decelerat", "drift to a halt"]],
        correction:
          "No force is needed to keep moving, only to change the motion. With no net force the velocity stays constant forever. On Earth things slow down because friction and drag are forces acting on them.",
      },
    ],
    realWorld: [
      "In a crash the car stops but your body keeps moving until a force acts on it; a seat belt supplies that force over a longer distance than the dashboard would.",
      "Engineers cut the mass of race cars and rockets because, for the same thrust, the acceleration is $F/m$.",
    ],
    challenge: {
      prompt:
        "Two blocks of $2.0\\ \\mathrm{kg}$ and $3.0\\ \\mathrm{kg}$ sit side by side on a frictionless floor. You push the $2.0\\ \\mathrm{kg}$ block with $10\\ \\mathrm{N}$, and it pushes the other one. What force does the $2.0\\ \\mathrm{kg}$ block exert on the $3.0\\ \\mathrm{kg}$ block?",
      check: numeric(6, "N"),
      answer:
        "Both accelerate at $10/5.0 = 2.0\\ \\mathrm{m/s^2}$; the $3.0\\ \\mathrm{kg}$ block needs $3.0 \\times 2.0 = 6.0\\ \\mathrm{N}$.",
      followUp:
        "Yes, $6.0\\ \\mathrm{N}$. The other $4\\ \\mathrm{N}$ of your push goes into accelerating the first block itself.",
      hint: "Find the common acceleration of both blocks, then apply $F = ma$ to the $3.0\\ \\mathrm{kg}$ block alone.",
    },
  },
  {
    id: "dynamics.newtons-third-law",
    subtopic: "dynamics",
    title: "Newton's third law: force pairs",
    keywords: [
      "newton's third law",
      "action and reaction",
      "action reaction",
      "equal and opposite",
      "force pair",
      "interaction",
      "recoil",
      "push back",
    ],
    keyIdeas: [
      "Forces come in pairs: if A pushes on B, then B pushes on A with a force of equal size in the opposite direction.",
      "The two forces of a pair act on different objects, so they never cancel each other. Whether each object accelerates depends on all the forces acting on that object.",
      "The forces of a pair are of the same kind: gravity pairs with gravity, contact push with contact push.",
    ],
    intuition:
      "You cannot push without being pushed. Lean on a wall and it leans back on you; push off the side of a pool and the wall shoves you away from it.",
    questions: [
      {
        prompt:
          "You push a wall with a force of $50\\ \\mathrm{N}$. How large is the force the wall exerts on you?",
        check: numeric(50, "N"),
        answer: "$50\\ \\mathrm{N}$, pointing back toward you.",
        followUp:
          "Right: $50\\ \\mathrm{N}$, opposite in direction. The wall pushes back exactly as hard as you push.",
        hint: "Newton's third law relates the size of the two forces of a pair.",
      },
      {
        prompt:
          "The Earth pulls a falling apple downward with a force of about $1\\ \\mathrm{N}$. What is the other force of this pair, and what does it act on?",
        check: allOf(["apple"], ["earth"], ["up", "upward"]),
        answer:
          "The apple pulls the Earth upward with $1\\ \\mathrm{N}$ of gravity; that force acts on the Earth.",
        followUp:
          "Exactly: the apple pulls the Earth upward with $1\\ \\mathrm{N}$. Same kind of force (gravity), equal size, opposite direction, acting on the other body.",
        hint: "Swap the roles: the Earth pulls the apple, so what pulls what in return, and in which direction?",
      },
      {
        prompt:
          "If the apple pulls the Earth with the same force, why doesn't the Earth noticeably accelerate toward the apple?",
        check: allOf(["mass", "massive", "heavier", "bigger", "larger", "inertia", "huge"]),
        answer: "The Earth's mass is enormous, so the same force gives it a tiny acceleration, $a = F/m$.",
        followUp:
          "Right: $a = F/m$, and the Earth's mass is about $6 \\times 10^{24}\\ \\mathrm{kg}$, so its acceleration is around $10^{-25}\\ \\mathrm{m/s^2}$.",
        hint: "Equal forces, but apply $a = F/m$ to each body.",
      },
    ],
    misconceptions: [
      {
        id: "bigger-object-pushes-harder",
        belief: "In a collision, the bigger object exerts the bigger force.",
        diagnostic: {
          prompt:
            "A heavy truck and a small car collide head-on. Which one feels the larger force during the collision?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["truck", "car", "bigger", "heavier", "larger", "smaller"]],
        correction:
          "The forces are equal in size: they are the two halves of one interaction. The car suffers more because the same force gives its smaller mass a much larger acceleration.",
      },
      {
        id: "pair-forces-cancel",
        belief: "Action and reaction cancel, so nothing should be able to move.",
        diagnostic: {
          prompt:
            "A horse pulls a cart, and the cart pulls back on the horse with an equal force. So how can the horse and cart start moving?",
          check: allOf([
            "different object",
            "different bod",
            "different thing",
            "act on different",
            "ground",
            "friction",
            "road",
          ]),
        },
        pattern: [["cancel", "can't", "cannot", "shouldn't", "won't"]],
        correction:
          "The two pair forces act on different bodies, so they cannot cancel. The horse moves forward because the ground pushes it forward (friction on its hooves) harder than the cart pulls it back.",
      },
    ],
    realWorld: [
      "A rocket pushes exhaust gas backward and the gas pushes the rocket forward; no air is needed to push against, which is why rockets work in space.",
      "When you walk, your foot pushes the ground backward and the ground's friction pushes you forward.",
    ],
    challenge: {
      prompt:
        "An $80\\ \\mathrm{kg}$ astronaut floating in space throws a $2.0\\ \\mathrm{kg}$ tool by pushing it with $40\\ \\mathrm{N}$. What is the astronaut's acceleration while throwing?",
      check: numeric(0.5, "m/s^2"),
      answer:
        "The tool pushes back with $40\\ \\mathrm{N}$, so $a = 40/80 = 0.50\\ \\mathrm{m/s^2}$ away from the tool.",
      followUp:
        "Correct: $0.50\\ \\mathrm{m/s^2}$, while the tool accelerates at $20\\ \\mathrm{m/s^2}$. Equal forces, very different accelerations.",
      hint: "What force does the tool exert on the astronaut? Then use $a = F/m$.",
    },
  },
  {
    id: "dynamics.friction",
    subtopic: "dynamics",
    title: "Friction",
    keywords: [
      "friction",
      "static friction",
      "kinetic friction",
      "coefficient of friction",
      "mu",
      "sliding",
      "rough surface",
      "grip",
      "normal force",
    ],
    keyIdeas: [
      "Friction acts along the surfaces in contact. Kinetic friction opposes sliding; static friction opposes the tendency to slide.",
      "Kinetic friction is roughly $f_k = \\mu_k N$, fairly independent of speed and of the contact area.",
      "Static friction adjusts to whatever is needed up to a maximum, $f_s \\le \\mu_s N$. Usually $\\mu_s > \\mu_k$, which is why starting a box moving is harder than keeping it moving.",
    ],
    intuition:
      "Surfaces that look smooth are mountain ranges under a microscope. They touch only at tiny peaks that stick together and must be torn apart; pressing harder squashes more peaks into contact, so friction grows with the normal force.",
    questions: [
      {
        prompt:
          "A $10\\ \\mathrm{kg}$ box slides across a level floor with $\\mu_k = 0.30$. What is the friction force on it? ($g = 9.8\\ \\mathrm{m/s^2}$)",
        check: numeric(29.4, "N", 0.03),
        answer: "$f = \\mu_k m g = 0.30 \\times 10 \\times 9.8 = 29.4\\ \\mathrm{N}$.",
        followUp: "Correct: $29.4\\ \\mathrm{N}$. On level ground the normal force equals the weight, $mg$.",
        hint: "Find the normal force first; on a level floor it equals the weight.",
      },
      {
        prompt:
          "A heavy box rests on the floor. You push it sideways with $20\\ \\mathrm{N}$, and it does not move. How large is the static friction force on it?",
        check: numeric(20, "N"),
        answer: "$20\\ \\mathrm{N}$: the box is not accelerating, so friction exactly balances your push.",
        followUp:
          "Right: static friction matches your $20\\ \\mathrm{N}$ push exactly. It is not always $\\mu_s N$; that is only its maximum.",
        hint: "The box does not accelerate, so what must the net force be?",
      },
      {
        prompt: "Why is it harder to start a heavy box sliding than to keep it sliding?",
        check: allOf(["static", "stick", "grip", "coefficient"]),
        answer:
          "Static friction can be larger than kinetic friction ($\\mu_s > \\mu_k$): surfaces at rest bond more firmly than surfaces already sliding.",
        followUp:
          "Yes: the maximum static friction exceeds kinetic friction, because surfaces at rest settle into firmer contact.",
        hint: "There are two kinds of friction here, one before the box moves and one after.",
      },
    ],
    misconceptions: [
      {
        id: "friction-always-opposes-motion",
        belief: "Friction always acts against the direction in which an object moves.",
        diagnostic: {
          prompt: "As you start to walk forward, which way does friction from the ground push on your shoe?",
          check: allOf([
            "forward",
            "ahead",
            "same direction",
            "direction of motion",
            "direction you walk",
            "front",
          ]),
        },
        pattern: [["backward", "back", "opposite", "behind", "against"]],
        correction:
          "Friction opposes slipping between the surfaces, not motion itself. Your shoe pushes the ground backward, so friction on the shoe points forward: it is the force that moves you.",
      },
    ],
    realWorld: [
      "Anti-lock brakes stop wheels from locking, so the tyres keep static grip on the road, which is stronger than the kinetic friction of a skid, and the driver can still steer.",
      "Climbing shoes use soft, sticky rubber that raises the coefficient of friction so climbers can stand on tiny holds.",
    ],
    challenge: {
      prompt:
        "A box sits on a plank that you slowly tilt. It starts to slide when the plank reaches $31^\\circ$. What is the coefficient of static friction?",
      check: numeric(0.6, "", 0.03),
      answer:
        "At the slipping point $mg\\sin\\theta = \\mu_s mg\\cos\\theta$, so $\\mu_s = \\tan 31^\\circ \\approx 0.60$.",
      followUp:
        "Correct, $\\mu_s = \\tan 31^\\circ \\approx 0.60$. The mass cancels: any box of that material slips at the same angle.",
      hint: "At the slipping point, compare the component of gravity along the slope with the maximum static friction.",
    },
  },
  {
    id: "work-energy.work-and-kinetic-energy",
    subtopic: "work-energy",
    title: "Work and kinetic energy",
    keywords: [
      "work",
      "work done",
      "kinetic energy",
      "work-energy theorem",
      "joule",
      "force times distance",
      "energy of motion",
      "power",
    ],
    keyIdeas: [
      "Work is force times displacement along the force: $W = Fd\\cos\\theta$, measured in joules.",
      "A force perpendicular to the motion does no work; a force opposing the motion does negative work.",
      "The work–energy theorem: the net work done on an object equals its change in kinetic energy, $W_{net} = \\Delta\\left(\\tfrac12 m v^2\\right)$.",
    ],
    calculusIdea:
      "For a varying force, $W = \\int \\vec F\\cdot d\\vec r$; with $F = m\\frac{dv}{dt}$ the integral becomes $\\Delta(\\tfrac12 m v^2)$.",
    intuition:
      "Work is energy handed over by pushing something along. Holding a heavy bag still tires your arms, but you do no work on the bag: it does not move and gains no energy.",
    questions: [
      {
        prompt:
          "You push a crate $5.0\\ \\mathrm{m}$ across a floor with a horizontal force of $40\\ \\mathrm{N}$. How much work do you do on it?",
        check: numeric(200, "J"),
        answer: "$W = Fd = 40 \\times 5.0 = 200\\ \\mathrm{J}$.",
        followUp:
          "Right: $200\\ \\mathrm{J}$. Force and displacement point the same way, so $\\cos\\theta = 1$.",
        hint: "Work is force times the distance moved in the direction of the force.",
      },
      {
        prompt:
          "A satellite moves in a circular orbit at constant speed. How much work does gravity do on it, and why?",
        check: allOf(["zero", "0", "none", "no work", "nothing"]),
        answer: "Zero: gravity points toward the centre, perpendicular to the motion, so it does no work.",
        followUp:
          "Exactly: the force is always perpendicular to the motion, so it does no work, and the kinetic energy stays the same.",
        hint: "Compare the direction of gravity with the direction the satellite moves.",
      },
      {
        prompt: "If a car's speed doubles, by what factor does its kinetic energy change?",
        check: allOf(["4", "four", "quadrupl"]),
        answer: "It quadruples: kinetic energy goes as $v^2$.",
        followUp: "Yes, four times: $KE = \\tfrac12 m v^2$ grows with the square of the speed.",
        hint: "Look at how $v$ enters $KE = \\tfrac12 m v^2$.",
      },
      {
        prompt:
          "A $2.0\\ \\mathrm{kg}$ cart speeds up from $3.0\\ \\mathrm{m/s}$ to $5.0\\ \\mathrm{m/s}$. How much net work was done on it?",
        check: numeric(16, "J"),
        answer: "$W = \\tfrac12 (2.0)(5.0^2 - 3.0^2) = 16\\ \\mathrm{J}$.",
        followUp:
          "Correct: $16\\ \\mathrm{J}$, the change in kinetic energy from $9\\ \\mathrm{J}$ to $25\\ \\mathrm{J}$.",
        hint: "Work done equals final kinetic energy minus initial kinetic energy.",
      },
    ],
    misconceptions: [
      {
        id: "effort-is-work",
        belief: "Any effort counts as work in physics.",
        diagnostic: {
          prompt:
            "A weightlifter holds a $100\\ \\mathrm{kg}$ barbell motionless above his head for $10\\ \\mathrm{s}$. How much work does he do on the barbell?",
          check: allOf(["zero", "0", "none", "no work", "nothing"]),
        },
        pattern: [["lot", "a great deal", "much", "1000", "980", "9800", "joule", "tired"]],
        correction:
          "In physics work needs a displacement: $W = Fd$. The barbell does not move, so he does no work on it. His muscles do burn energy internally, which is why he tires, but none of it goes into the barbell.",
      },
    ],
    realWorld: [
      "Braking distance grows with the square of speed: the brakes must do work equal to the kinetic energy, so stopping from $100\\ \\mathrm{km/h}$ takes about four times the distance needed from $50\\ \\mathrm{km/h}$.",
      "Electric cars use regenerative braking to turn kinetic energy back into stored electrical energy instead of heat.",
    ],
    challenge: {
      prompt:
        "A $1200\\ \\mathrm{kg}$ car moving at $20\\ \\mathrm{m/s}$ brakes to a stop over $40\\ \\mathrm{m}$. What is the average braking force?",
      check: numeric(6000, "N"),
      answer: "$KE = \\tfrac12 (1200)(20^2) = 240\\,000\\ \\mathrm{J}$; $F = KE/d = 6000\\ \\mathrm{N}$.",
      followUp:
        "Right: $6000\\ \\mathrm{N}$. The brakes do $-240\\ \\mathrm{kJ}$ of work, removing all the kinetic energy.",
      hint: "The braking force times the stopping distance must equal the car's kinetic energy.",
    },
  },
  {
    id: "work-energy.conservation-of-energy",
    subtopic: "work-energy",
    title: "Conservation of mechanical energy",
    keywords: [
      "conservation of energy",
      "potential energy",
      "gravitational potential energy",
      "mgh",
      "mechanical energy",
      "roller coaster",
      "energy transformation",
      "spring energy",
    ],
    keyIdeas: [
      "Energy is never created or destroyed, only transformed. With only conservative forces such as gravity and springs, the mechanical energy $KE + PE$ stays constant.",
      "Near Earth, gravitational potential energy is $mgh$. Falling a height $h$ from rest gives a speed $v = \\sqrt{2gh}$, whatever the mass and whatever the shape of a frictionless path.",
      "Friction and drag convert mechanical energy into thermal energy; the total energy is still conserved.",
    ],
    calculusIdea:
      "A conservative force is minus the derivative of its potential energy, $F = -\\frac{dU}{dx}$, which makes $\\frac{d}{dt}\\left(\\tfrac12 m v^2 + U\\right) = 0$.",
    intuition:
      "Treat energy like money moved between accounts: a roller coaster trades height for speed and back again. Friction charges a fee that moves some money into the 'heat' account, but none disappears.",
    questions: [
      {
        prompt:
          "A $2.0\\ \\mathrm{kg}$ ball is held $5.0\\ \\mathrm{m}$ above the ground. What is its gravitational potential energy relative to the ground? ($g = 9.8\\ \\mathrm{m/s^2}$)",
        check: numeric(98, "J"),
        answer: "$PE = mgh = 2.0 \\times 9.8 \\times 5.0 = 98\\ \\mathrm{J}$.",
        followUp: "Correct: $98\\ \\mathrm{J}$ stored by lifting it against gravity.",
        hint: "Use $PE = mgh$.",
      },
      {
        prompt: "The ball is dropped. Ignoring air, how fast is it moving just before it hits the ground?",
        check: numeric(9.9, "m/s", 0.03),
        answer: "$\\tfrac12 m v^2 = mgh$ gives $v = \\sqrt{2gh} = \\sqrt{98} \\approx 9.9\\ \\mathrm{m/s}$.",
        followUp:
          "Right, about $9.9\\ \\mathrm{m/s}$: all $98\\ \\mathrm{J}$ of potential energy has become kinetic energy. The mass cancels out.",
        hint: "At the bottom all the potential energy has turned into kinetic energy.",
      },
      {
        prompt:
          "Two frictionless slides start at the same height: one short and steep, one long and curvy. Which rider is moving faster at the bottom?",
        check: allOf(SAME_PHRASES),
        answer: "Neither: both drop the same height, so both reach the same speed $\\sqrt{2gh}$.",
        followUp:
          "Exactly: both lose the same height, so both gain the same kinetic energy and speed. (The steep slide gets there sooner, but not faster.)",
        hint: "Which quantity decides the speed at the bottom when there is no friction?",
      },
    ],
    misconceptions: [
      {
        id: "energy-gets-used-up",
        belief: "Energy gets used up and disappears.",
        diagnostic: {
          prompt:
            "A bouncing ball rises a little lower after each bounce. Where has the 'missing' energy gone?",
          check: allOf(["heat", "thermal", "sound", "warm", "internal", "deform", "friction"]),
        },
        pattern: [["lost", "disappear", "destroyed", "used up", "gone", "vanish"]],
        correction:
          "Energy is never destroyed. In each bounce some mechanical energy turns into thermal energy (the ball and floor warm slightly) and sound; the total stays the same.",
      },
    ],
    realWorld: [
      "Pumped-storage hydro plants pump water uphill when electricity is cheap and let it run down through turbines at peak demand, storing energy as $mgh$.",
      "A roller coaster's first hill is its tallest: without a motor, no later point can be higher than the starting energy allows.",
    ],
    challenge: {
      prompt:
        "A roller coaster starts from rest $45\\ \\mathrm{m}$ above the ground and rolls without friction into a loop whose top is $25\\ \\mathrm{m}$ high. How fast is it moving at the top of the loop? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      check: numeric(19.8, "m/s", 0.03),
      answer:
        "It has dropped $20\\ \\mathrm{m}$, so $v = \\sqrt{2 \\times 9.8 \\times 20} \\approx 19.8\\ \\mathrm{m/s}$.",
      followUp: "Correct: only the $20\\ \\mathrm{m}$ drop counts, giving about $19.8\\ \\mathrm{m/s}$.",
      hint: "Only the height lost between the start and the top of the loop turns into kinetic energy.",
    },
  },
  {
    id: "momentum.conservation-of-momentum",
    subtopic: "momentum",
    title: "Conservation of momentum in collisions",
    keywords: [
      "momentum",
      "conservation of momentum",
      "collision",
      "collide",
      "elastic",
      "inelastic",
      "stick together",
      "recoil",
      "explosion",
      "mv",
    ],
    keyIdeas: [
      "Momentum is mass times velocity, $\\vec p = m\\vec v$, a vector measured in $\\mathrm{kg\\,m/s}$.",
      "If no net external force acts on a system, its total momentum stays constant: in a collision the objects trade momentum, but the total is unchanged.",
      "Kinetic energy is conserved only in elastic collisions. When the objects stick together (perfectly inelastic), the loss of kinetic energy is the largest possible.",
    ],
    calculusIdea:
      "For a system, $\\vec F_{ext} = \\frac{d\\vec P}{dt}$; when the external force is zero the total momentum $\\vec P$ is constant in time.",
    intuition:
      "Stand on ice and throw a heavy ball forward: you slide backward. The ball's forward momentum and your backward momentum add up to zero, exactly what you had standing still.",
    questions: [
      {
        prompt:
          "A $1000\\ \\mathrm{kg}$ car moves at $20\\ \\mathrm{m/s}$. What is the size of its momentum?",
        check: numeric(20000, "kg*m/s"),
        answer: "$p = mv = 1000 \\times 20 = 2.0 \\times 10^4\\ \\mathrm{kg\\,m/s}$.",
        followUp: "Right: $2.0 \\times 10^4\\ \\mathrm{kg\\,m/s}$.",
        hint: "Momentum is mass times velocity.",
      },
      {
        prompt:
          "A $2.0\\ \\mathrm{kg}$ cart moving at $3.0\\ \\mathrm{m/s}$ hits a stationary $1.0\\ \\mathrm{kg}$ cart, and they stick together. What is their common speed?",
        check: numeric(2, "m/s"),
        answer:
          "Momentum before $= 6.0\\ \\mathrm{kg\\,m/s}$; after, $3.0\\ \\mathrm{kg} \\times v$, so $v = 2.0\\ \\mathrm{m/s}$.",
        followUp:
          "Correct: $6.0\\ \\mathrm{kg\\,m/s}$ shared by $3.0\\ \\mathrm{kg}$ gives $2.0\\ \\mathrm{m/s}$.",
        hint: "Total momentum before equals total momentum after; after the collision the carts move as one mass.",
      },
      {
        prompt: "In that sticky collision, is kinetic energy conserved? Compare before and after.",
        check: {
          ...allOf(["no", "not", "lost", "decrease", "less", "lower", "smaller", "6"]),
          reject: ["yes"],
        },
        answer:
          "No: it falls from $9.0\\ \\mathrm{J}$ to $6.0\\ \\mathrm{J}$; the rest becomes heat, sound and deformation.",
        followUp:
          "Right: $9.0\\ \\mathrm{J}$ before, $6.0\\ \\mathrm{J}$ after. Momentum is conserved, but a third of the kinetic energy turned into heat and deformation.",
        hint: "Compute $\\tfrac12 m v^2$ before and after the collision.",
      },
    ],
    misconceptions: [
      {
        id: "push-off-unequal-momentum",
        belief: "When two objects push apart, one of them gets more momentum.",
        diagnostic: {
          prompt:
            "A $50\\ \\mathrm{kg}$ skater and an $80\\ \\mathrm{kg}$ skater, initially at rest, push each other apart. Which one ends up with the larger momentum (in size)?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["50", "lighter", "smaller", "80", "heavier", "bigger"]],
        correction:
          "The total momentum was zero and must stay zero, so the two momenta are equal in size and opposite in direction. The lighter skater moves faster, but $m v$ is the same for both.",
      },
    ],
    realWorld: [
      "A rifle recoils because the bullet's forward momentum must be balanced by the rifle's backward momentum.",
      "Accident investigators work backward from where wrecked cars came to rest to their speeds before impact, using conservation of momentum.",
    ],
    challenge: {
      prompt:
        "A $0.010\\ \\mathrm{kg}$ bullet lodges in a $2.0\\ \\mathrm{kg}$ wooden block hanging at rest, and the block swings up $0.20\\ \\mathrm{m}$. How fast was the bullet moving? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      check: numeric(398, "m/s", 0.03),
      answer:
        "After impact $v = \\sqrt{2gh} \\approx 1.98\\ \\mathrm{m/s}$; momentum gives $v_{bullet} = (2.01/0.010)\\times 1.98 \\approx 400\\ \\mathrm{m/s}$.",
      followUp:
        "Yes, about $400\\ \\mathrm{m/s}$. Momentum is conserved in the impact, energy in the swing; mixing the two steps is the classic trap.",
      hint: "Split it in two: energy conservation for the swing gives the speed after impact; momentum conservation for the impact gives the bullet's speed.",
    },
  },
  {
    id: "momentum.impulse",
    subtopic: "momentum",
    title: "Impulse and collision time",
    keywords: [
      "impulse",
      "change in momentum",
      "force and time",
      "airbag",
      "crumple zone",
      "impact force",
      "catching",
      "follow through",
    ],
    keyIdeas: [
      "Impulse is force times the time it acts, $J = F\\Delta t$, and it equals the change in momentum: $F\\Delta t = \\Delta p$.",
      "For a given change in momentum, a longer collision time means a smaller force; that is the job of airbags, crumple zones and bending your knees when you land.",
      "A bounce reverses the velocity, so it needs a larger change in momentum, and a larger impulse, than simply stopping.",
    ],
    calculusIdea:
      "With a varying force, $J = \\int F\\,dt$, the area under the force–time graph, which equals $\\Delta p$.",
    intuition:
      "Catch a raw egg by letting your hands move back with it and it survives; keep your hands rigid and it breaks. Its momentum drops to zero either way; only the time, and so the force, differs.",
    questions: [
      {
        prompt:
          "A $0.15\\ \\mathrm{kg}$ ball moving at $20\\ \\mathrm{m/s}$ is caught and brought to rest. What is the size of the impulse on it?",
        check: numeric(3, "kg*m/s"),
        answer: "$J = \\Delta p = 0.15 \\times 20 = 3.0\\ \\mathrm{kg\\,m/s}$ (or $3.0\\ \\mathrm{N\\,s}$).",
        followUp: "Right: $3.0\\ \\mathrm{N\\,s}$, equal to the momentum the ball loses.",
        hint: "Impulse equals the change in momentum.",
      },
      {
        prompt: "If the catch takes $0.10\\ \\mathrm{s}$, what is the average force on the ball?",
        check: numeric(30, "N"),
        answer: "$F = J/\\Delta t = 3.0 / 0.10 = 30\\ \\mathrm{N}$.",
        followUp:
          "Correct: $30\\ \\mathrm{N}$. Stop it in $0.01\\ \\mathrm{s}$ instead and the force is $300\\ \\mathrm{N}$.",
        hint: "Divide the impulse by the time.",
      },
      {
        prompt: "Why do gymnasts land on thick soft mats instead of a hard floor?",
        check: allOf(["time", "longer", "slowly", "gradual"]),
        answer:
          "The mat stretches out the stopping time, so the same change in momentum needs a smaller force.",
        followUp: "Exactly: a longer stopping time means a smaller force for the same $\\Delta p$.",
        hint: "The gymnast's momentum has to drop to zero either way. What does the mat change?",
      },
    ],
    misconceptions: [
      {
        id: "bounce-needs-less-impulse",
        belief: "A bouncing object receives less impulse than one that sticks.",
        diagnostic: {
          prompt:
            "A ball hits a wall at $10\\ \\mathrm{m/s}$. Does the wall give it a larger impulse if it sticks to the wall or if it bounces straight back at $10\\ \\mathrm{m/s}$?",
          check: allOf(["bounc", "rebound"]),
        },
        pattern: [["stick", "same", "equal"]],
        correction:
          "Sticking changes the velocity from $10$ to $0$; bouncing changes it from $+10$ to $-10$, twice as much. Twice the change in momentum needs twice the impulse.",
      },
    ],
    realWorld: [
      "Airbags and crumple zones lengthen the stopping time of a crash from a few milliseconds to tens of milliseconds, cutting the force on the occupants several times over.",
      "Tennis players follow through to keep the racket on the ball longer, so the same force delivers a larger impulse and a faster shot.",
    ],
    challenge: {
      prompt:
        "A $0.50\\ \\mathrm{kg}$ ball hits a wall at $6.0\\ \\mathrm{m/s}$ and rebounds at $4.0\\ \\mathrm{m/s}$. Contact lasts $0.020\\ \\mathrm{s}$. What is the average force of the wall on the ball?",
      check: numeric(250, "N"),
      answer:
        "$\\Delta p = 0.50 \\times (6.0 + 4.0) = 5.0\\ \\mathrm{kg\\,m/s}$; $F = 5.0/0.020 = 250\\ \\mathrm{N}$.",
      followUp: "Right: $250\\ \\mathrm{N}$. The speeds add because the velocity reverses direction.",
      hint: "The velocity changes from $+6.0$ to $-4.0\\ \\mathrm{m/s}$; mind the signs.",
    },
  },
  {
    id: "rotational-motion.torque",
    subtopic: "rotational-motion",
    title: "Torque and levers",
    keywords: [
      "torque",
      "moment",
      "lever",
      "lever arm",
      "turning effect",
      "pivot",
      "seesaw",
      "wrench",
      "rotational equilibrium",
    ],
    keyIdeas: [
      "Torque measures how strongly a force turns something: $\\tau = rF\\sin\\theta$, with $r$ the distance from the pivot to where the force acts.",
      "The same force gives more torque when applied farther from the pivot or at right angles to the lever arm; a force aimed through the pivot gives no torque at all.",
      "An object is in rotational equilibrium when the torques balance, $\\sum \\tau = 0$, as on a level seesaw.",
    ],
    calculusIdea:
      "As a vector, $\\vec\\tau = \\vec r \\times \\vec F$, and it changes angular momentum: $\\vec\\tau = \\frac{d\\vec L}{dt}$.",
    intuition:
      "Try opening a door by pushing right next to the hinges: it barely moves. Push at the handle, far from the hinges, and it swings easily. Same force, longer lever arm, more turning effect.",
    questions: [
      {
        prompt:
          "You push on a door at right angles with $20\\ \\mathrm{N}$, $0.80\\ \\mathrm{m}$ from the hinges. What torque do you apply?",
        check: numeric(16, "N*m"),
        answer: "$\\tau = rF = 0.80 \\times 20 = 16\\ \\mathrm{N\\,m}$.",
        followUp:
          "Correct: $16\\ \\mathrm{N\\,m}$. Push at $0.40\\ \\mathrm{m}$ instead and you would need twice the force.",
        hint: "At right angles, torque is force times distance from the pivot.",
      },
      {
        prompt: "Where should you push a door to open it with the smallest force?",
        check: allOf(["far", "edge", "handle", "away from the hinge", "end", "outer"]),
        answer: "At the edge farthest from the hinges, pushing at right angles to the door.",
        followUp:
          "Right: the farthest point from the hinges gives the longest lever arm, so the least force is needed.",
        hint: "Torque is force times lever arm; which lever arm is longest?",
      },
      {
        prompt:
          "A $30\\ \\mathrm{kg}$ child sits $2.0\\ \\mathrm{m}$ from the pivot of a seesaw. How far from the pivot must a $40\\ \\mathrm{kg}$ child sit on the other side to balance it?",
        check: numeric(1.5, "m"),
        answer: "$30 \\times 2.0 = 40 \\times d$, so $d = 1.5\\ \\mathrm{m}$.",
        followUp: "Correct: $1.5\\ \\mathrm{m}$. The heavier child sits closer so the torques match.",
        hint: "Balance means the two torques, weight times distance, are equal.",
      },
    ],
    misconceptions: [
      {
        id: "force-equals-turning-effect",
        belief: "A bigger force always produces a bigger turning effect.",
        diagnostic: {
          prompt:
            "You push very hard on the edge of a door, but straight along the door toward the hinges. Does the door turn?",
          check: allOf(["no", "not", "won't", "doesn't", "zero", "nothing", "does not"]),
        },
        pattern: [["yes", "it turns", "will turn", "does turn", "it will", "opens"]],
        correction:
          "A force aimed through the pivot has no lever arm ($\\sin\\theta = 0$), so it gives zero torque however large it is. Turning depends on force, distance and angle together.",
      },
    ],
    realWorld: [
      "Mechanics slip a pipe over a spanner to free a stuck bolt: doubling the handle length doubles the torque for the same effort.",
      "Tower cranes carry heavy counterweights so that the torque of the load about the tower is balanced.",
    ],
    challenge: {
      prompt:
        "A uniform $4.0\\ \\mathrm{m}$ plank of mass $20\\ \\mathrm{kg}$ rests on supports at both ends. A $60\\ \\mathrm{kg}$ person stands $1.0\\ \\mathrm{m}$ from the left end. What upward force does the right support exert? ($g = 9.8\\ \\mathrm{m/s^2}$)",
      check: numeric(245, "N", 0.03),
      answer:
        "Torques about the left end: $R \\times 4.0 = 20 \\times 9.8 \\times 2.0 + 60 \\times 9.8 \\times 1.0$, so $R = 245\\ \\mathrm{N}$.",
      followUp:
        "Correct: $245\\ \\mathrm{N}$; the left support takes the remaining $539\\ \\mathrm{N}$. Taking torques about one support removes its unknown force from the equation.",
      hint: "Take torques about the left support; the plank's weight acts at its middle.",
    },
  },
  {
    id: "rotational-motion.angular-momentum",
    subtopic: "rotational-motion",
    title: "Moment of inertia and angular momentum",
    keywords: [
      "angular momentum",
      "moment of inertia",
      "spin",
      "spinning",
      "figure skater",
      "angular velocity",
      "conservation of angular momentum",
    ],
    keyIdeas: [
      "The moment of inertia $I$ is rotational inertia: it depends on the mass and on how far that mass sits from the axis, $I = \\sum m r^2$.",
      "Angular momentum is $L = I\\omega$. With no external torque it is conserved, so pulling mass inward (smaller $I$) makes the spin faster.",
      "Rotational kinetic energy is $\\tfrac12 I \\omega^2$. A skater who pulls her arms in does work, so her kinetic energy rises while $L$ stays fixed.",
    ],
    calculusIdea:
      "For a continuous body $I = \\int r^2\\,dm$, and $\\tau_{ext} = \\frac{dL}{dt}$: zero external torque means constant $L$.",
    intuition:
      "A spinning figure skater pulls her arms in and whirls faster; she spreads them and slows down. The 'amount of spin' is fixed, so moving mass closer to the axis has to be paid for with faster turning.",
    questions: [
      {
        prompt:
          "A skater spins at $2.0$ revolutions per second with her arms out, then pulls them in so her moment of inertia halves. How fast does she spin now?",
        check: allOf(["4", "four", "double", "twice"]),
        answer: "$I\\omega$ stays constant, so halving $I$ doubles $\\omega$: $4.0$ revolutions per second.",
        followUp: "Right: $4.0$ revolutions per second. Half the moment of inertia, twice the spin rate.",
        hint: "Angular momentum $L = I\\omega$ stays the same.",
      },
      {
        prompt:
          "Two wheels have the same mass and radius: one is a solid disc, the other a thin ring with all its mass at the rim. Which is harder to set spinning?",
        check: allOf(["ring", "hoop", "rim"]),
        answer: "The ring: its mass sits farther from the axis, so its moment of inertia is larger.",
        followUp: "Correct: the ring has $I = MR^2$, twice the disc's $\\tfrac12 MR^2$.",
        hint: "Moment of inertia depends on how far the mass is from the axis.",
      },
      {
        prompt: "Why does a diver tuck into a tight ball to fit several somersaults into one dive?",
        check: allOf(
          ["inertia", "closer", "compact", "smaller", "radius", "mass in"],
          [
            "faster",
            "quicker",
            "more rotation",
            "spin more",
            "rotate more",
            "more spin",
            "speed up",
            "speeds up",
            "spins up",
          ],
        ),
        answer:
          "Tucking reduces the moment of inertia, so with constant angular momentum the rotation speeds up.",
        followUp:
          "Exactly: smaller $I$, same $L$, larger $\\omega$. Opening out before entering the water slows the spin again.",
        hint: "What happens to the moment of inertia when the diver tucks, and what must stay constant in the air?",
      },
    ],
    misconceptions: [
      {
        id: "pulling-in-creates-angular-momentum",
        belief: "Pulling your arms in increases your angular momentum.",
        diagnostic: {
          prompt:
            "A spinning skater pulls in her arms and spins faster. Did her angular momentum increase, decrease or stay the same?",
          check: allOf(["same", "constant", "unchanged", "conserved", "didn't change", "did not change"]),
        },
        pattern: [["increase", "more", "bigger", "grew", "went up", "decrease", "less"]],
        correction:
          "Pulling in your arms exerts no external torque, so angular momentum $L = I\\omega$ stays exactly the same. The spin speeds up precisely because $I$ fell; it is the kinetic energy, not $L$, that increases.",
      },
    ],
    realWorld: [
      "A collapsing star core that shrinks to a neutron star about $20\\ \\mathrm{km}$ across keeps its angular momentum, so it can spin hundreds of times per second.",
      "A helicopter needs a tail rotor: without it, the body would spin the opposite way to the main rotor to keep the total angular momentum unchanged.",
    ],
    challenge: {
      prompt:
        "A solid disc ($I = \\tfrac12 MR^2$) and a hoop ($I = MR^2$) of the same mass and radius roll without slipping down the same ramp from rest. Which reaches the bottom first?",
      check: allOf(["disc", "disk", "solid"]),
      answer:
        "The disc: a smaller share of its kinetic energy goes into rotation, so it gains more speed ($v^2 = \\tfrac43 gh$ against $gh$ for the hoop).",
      followUp:
        "Yes, the disc. The result does not depend on mass or radius: any solid cylinder beats any thin hoop.",
      hint: "Energy conservation: $mgh = \\tfrac12 m v^2 + \\tfrac12 I \\omega^2$ with $\\omega = v/R$. Which shape keeps more energy for moving forward?",
    },
  },
  {
    id: "oscillations-waves.simple-harmonic-motion",
    subtopic: "oscillations-waves",
    title: "Simple harmonic motion",
    keywords: [
      "simple harmonic motion",
      "shm",
      "oscillation",
      "pendulum",
      "spring",
      "mass on a spring",
      "period",
      "amplitude",
      "frequency",
      "hooke's law",
    ],
    keyIdeas: [
      "Simple harmonic motion happens when the restoring force is proportional to the displacement: $F = -kx$.",
      "A mass on a spring has period $T = 2\\pi\\sqrt{m/k}$; a simple pendulum (small swings) has $T = 2\\pi\\sqrt{L/g}$. Neither depends on the amplitude.",
      "Energy sloshes between kinetic and potential: the speed is greatest at the centre and zero at the turning points, where the acceleration is greatest.",
    ],
    calculusIdea:
      "Newton's law gives $m\\frac{d^2x}{dt^2} = -kx$, solved by $x = A\\cos(\\omega t + \\varphi)$ with $\\omega = \\sqrt{k/m}$.",
    intuition:
      "A bigger swing has farther to travel, but it also gets a stronger pull back toward the centre and so moves faster. The two effects cancel, the timing stays the same, and that is why a pendulum can keep time.",
    questions: [
      {
        prompt:
          "A pendulum swings with a small amplitude. If you double the amplitude (still small), what happens to its period?",
        check: allOf([...UNCHANGED_PHRASES, "nothing"]),
        answer: "Nothing: for small swings the period does not depend on the amplitude.",
        followUp:
          "Right: the period stays the same. The larger swing is faster on average, and it exactly makes up for the longer path.",
        hint: "Look at $T = 2\\pi\\sqrt{L/g}$: is the amplitude in it?",
      },
      {
        prompt: "What is the period of a pendulum $1.0\\ \\mathrm{m}$ long? ($g = 9.8\\ \\mathrm{m/s^2}$)",
        check: numeric(2.01, "s", 0.03),
        answer: "$T = 2\\pi\\sqrt{1.0/9.8} \\approx 2.0\\ \\mathrm{s}$.",
        followUp:
          "Correct: about $2.0\\ \\mathrm{s}$, one second each way. That is why old clocks had metre-long pendulums.",
        hint: "Use $T = 2\\pi\\sqrt{L/g}$.",
      },
      {
        prompt: "Where in its oscillation does a mass on a spring move fastest?",
        check: allOf(["centre", "center", "equilibrium", "middle", "rest position", "natural length"]),
        answer: "At the equilibrium position in the middle, where all the energy is kinetic.",
        followUp: "Yes: at the centre the spring's stored energy is zero, so the kinetic energy is greatest.",
        hint: "Where is the spring's stored energy smallest?",
      },
      {
        prompt: "If the mass on a spring is made four times larger, what happens to the period?",
        check: allOf(["double", "twice", "2", "two"]),
        answer: "It doubles: $T \\propto \\sqrt{m}$ and $\\sqrt4 = 2$.",
        followUp: "Correct: the period doubles, since $T = 2\\pi\\sqrt{m/k}$.",
        hint: "How does $T$ depend on $m$ in $T = 2\\pi\\sqrt{m/k}$?",
      },
    ],
    misconceptions: [
      {
        id: "heavier-pendulum-slower",
        belief: "A heavier pendulum bob swings more slowly.",
        diagnostic: {
          prompt:
            "Two pendulums have the same length; one has a light bob and the other a heavy bob. Which has the longer period (small swings, no air)?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["heavy", "heavier", "light", "lighter"]],
        correction:
          "The bob's mass cancels, just as in free fall: a heavier bob is pulled harder but is equally harder to accelerate. The period depends only on length and $g$.",
      },
    ],
    realWorld: [
      "A pendulum clock is adjusted by moving its bob up or down the rod: shortening $L$ shortens the period and makes the clock run faster.",
      "Car suspensions are springs with dampers, tuned so the body bounces with a comfortable period of about a second and settles quickly.",
    ],
    challenge: {
      prompt:
        "A $0.50\\ \\mathrm{kg}$ mass on a spring oscillates with a period of $0.80\\ \\mathrm{s}$. What is the spring constant?",
      check: numeric(30.8, "N/m", 0.03),
      answer: "$k = 4\\pi^2 m / T^2 = 4\\pi^2 \\times 0.50 / 0.80^2 \\approx 31\\ \\mathrm{N/m}$.",
      followUp:
        "Correct: about $31\\ \\mathrm{N/m}$. Timing oscillations is a standard way to measure stiffness.",
      hint: "Rearrange $T = 2\\pi\\sqrt{m/k}$ for $k$.",
    },
  },
  {
    id: "oscillations-waves.wave-speed",
    subtopic: "oscillations-waves",
    title: "Waves: speed, frequency and wavelength",
    keywords: [
      "wave",
      "wavelength",
      "frequency",
      "wave speed",
      "v = f lambda",
      "sound wave",
      "transverse",
      "longitudinal",
      "standing wave",
      "medium",
    ],
    keyIdeas: [
      "A wave carries energy, not matter: the medium oscillates in place while the disturbance travels.",
      "Wave speed, frequency and wavelength are linked by $v = f\\lambda$.",
      "The speed is set by the medium (for example the tension and mass per length of a string), the frequency by the source. When a wave enters a new medium its frequency stays the same and its wavelength changes.",
    ],
    calculusIdea:
      "A travelling wave $y = A\\sin(kx - \\omega t)$ solves the wave equation $\\frac{\\partial^2 y}{\\partial t^2} = v^2 \\frac{\\partial^2 y}{\\partial x^2}$ with $v = \\omega / k$.",
    intuition:
      "In a stadium 'wave' each fan just stands up and sits down, yet the wave races around the stadium. The pattern travels; the people stay in their seats.",
    questions: [
      {
        prompt:
          "A sound wave in air has a frequency of $340\\ \\mathrm{Hz}$ and travels at $340\\ \\mathrm{m/s}$. What is its wavelength?",
        check: numeric(1, "m"),
        answer: "$\\lambda = v/f = 340/340 = 1.0\\ \\mathrm{m}$.",
        followUp: "Right: $1.0\\ \\mathrm{m}$.",
        hint: "Rearrange $v = f\\lambda$.",
      },
      {
        prompt: "If the source's frequency doubles in the same air, what happens to the speed of the sound?",
        check: allOf([...UNCHANGED_PHRASES, "nothing"]),
        answer: "Nothing: the speed is set by the air, not by the source.",
        followUp: "Exactly: the medium sets the speed. High and low notes travel together.",
        hint: "What decides how fast sound travels: the source or the medium?",
      },
      {
        prompt: "And what happens to its wavelength?",
        check: allOf(["half", "halve", "0.5", "shorter", "decreas", "smaller"]),
        answer: "It halves: with $v$ fixed, $\\lambda = v/f$.",
        followUp: "Correct: twice the frequency at the same speed means half the wavelength.",
        hint: "Keep $v$ fixed in $v = f\\lambda$ and double $f$.",
      },
    ],
    misconceptions: [
      {
        id: "higher-frequency-travels-faster",
        belief: "Higher-frequency waves travel faster.",
        diagnostic: {
          prompt:
            "A high-pitched note and a low-pitched note are played at the same moment across a concert hall. Which one reaches you first?",
          check: allOf([...SAME_PHRASES, "at the same"]),
        },
        pattern: [["high", "low"]],
        correction:
          "In air every frequency travels at the same speed, about $340\\ \\mathrm{m/s}$; otherwise music heard from the back row would be scrambled. Frequency changes the wavelength, not the speed.",
      },
      {
        id: "waves-carry-matter",
        belief: "A wave carries the material of the medium along with it.",
        diagnostic: {
          prompt:
            "A wave travels along a rope with a knot tied in it. How does the knot move as the wave passes?",
          check: allOf([
            "up and down",
            "oscillat",
            "stays",
            "in place",
            "back and forth",
            "side to side",
            "vibrat",
          ]),
        },
        pattern: [["along", "with the wave", "travels", "moves forward", "carried"]],
        correction:
          "The knot moves up and down about its place and ends where it began. A wave moves energy along the rope, not the rope itself.",
      },
    ],
    realWorld: [
      "Medical ultrasound uses frequencies of a few megahertz so the wavelength in tissue, about $0.3\\ \\mathrm{mm}$, is small enough to show fine detail.",
      "Seismologists locate an earthquake from the delay between the fast P-waves and the slower S-waves at each station.",
    ],
    challenge: {
      prompt:
        "A guitar string $0.65\\ \\mathrm{m}$ long, fixed at both ends, vibrates in its fundamental mode at $196\\ \\mathrm{Hz}$. What is the speed of waves on the string?",
      check: numeric(255, "m/s", 0.03),
      answer:
        "The fundamental has $\\lambda = 2L = 1.3\\ \\mathrm{m}$, so $v = f\\lambda = 196 \\times 1.3 \\approx 255\\ \\mathrm{m/s}$.",
      followUp:
        "Correct: about $255\\ \\mathrm{m/s}$. Tightening the string raises the wave speed and therefore the pitch.",
      hint: "In the fundamental mode the string holds half a wavelength.",
    },
  },
];
