/**
 * Concepts of electromagnetism: fields, potential, current, magnetism, induction and AC circuits.
 */
import {
  allOf,
  type Concept,
  DOUBLES_PHRASES,
  HALVES_PHRASES,
  NEGATIVE_PHRASES,
  numeric,
  SAME_PHRASES,
  UNCHANGED_PHRASES,
  ZERO_PHRASES,
} from "./concept";

export const ELECTROMAGNETISM_CONCEPTS: Concept[] = [
  {
    id: "electric-fields.coulombs-law",
    subtopic: "electric-fields",
    title: "Coulomb's law",
    keywords: [
      "coulomb",
      "coulomb's law",
      "electric force",
      "charge",
      "charges",
      "attract",
      "repel",
      "static electricity",
      "inverse square",
      "electrostatic",
    ],
    keyIdeas: [
      "Like charges repel and unlike charges attract, with a force $F = k\\frac{q_1 q_2}{r^2}$, where $k = 8.99 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$.",
      "The force follows an inverse-square law: double the distance and the force falls to a quarter.",
      "Both charges feel forces of the same size (Newton's third law), even when one charge is much larger.",
    ],
    intuition:
      "Picture the force spreading out like paint from a spray can: at twice the distance the same paint covers four times the area, so each patch gets a quarter as much.",
    questions: [
      {
        prompt:
          "Two charges repel each other with a force of $8.0\\ \\mathrm{N}$. If the distance between them doubles, what is the new force?",
        check: numeric(2, "N"),
        answer: "$F \\propto 1/r^2$, so doubling $r$ divides the force by four: $2.0\\ \\mathrm{N}$.",
        followUp: "Right: $2.0\\ \\mathrm{N}$. Twice the distance, a quarter of the force.",
        hint: "How does $F$ depend on $r$ in Coulomb's law?",
      },
      {
        prompt:
          "A balloon rubbed on your hair then sticks to your hair. What can you say about the signs of their charges?",
        check: allOf(["opposite", "unlike", "different"]),
        answer:
          "They are opposite: rubbing moved electrons from one to the other, and unlike charges attract.",
        followUp:
          "Correct: opposite charges. Rubbing transfers electrons (to the balloon, typically), leaving your hair positive.",
        hint: "Which kinds of charges attract each other?",
      },
      {
        prompt:
          "Two charges of $+2.0\\ \\mu\\mathrm{C}$ each are $0.30\\ \\mathrm{m}$ apart. What is the force between them? ($k = 8.99 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$)",
        check: numeric(0.4, "N", 0.03),
        answer:
          "$F = kq_1q_2/r^2 = 8.99 \\times 10^9 \\times (2.0 \\times 10^{-6})^2 / 0.30^2 \\approx 0.40\\ \\mathrm{N}$, repulsive.",
        followUp:
          "Correct: about $0.40\\ \\mathrm{N}$, repulsive. Microcoulombs already give noticeable forces.",
        hint: "Convert $\\mu\\mathrm{C}$ to coulombs ($10^{-6}$) and square the distance.",
      },
    ],
    misconceptions: [
      {
        id: "bigger-charge-feels-more",
        belief: "The larger charge exerts a bigger force than it feels.",
        diagnostic: {
          prompt:
            "A $+5\\ \\mu\\mathrm{C}$ charge and a $+1\\ \\mu\\mathrm{C}$ charge sit near each other. Which of them feels the larger electric force?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["5", "bigger", "larger", "1", "smaller", "first", "second"]],
        correction:
          "Both feel exactly the same size of force: $kq_1q_2/r^2$ is symmetric in the two charges, and Newton's third law demands it. The forces point in opposite directions.",
      },
    ],
    realWorld: [
      "Laser printers charge a drum in the shape of the page so that oppositely charged toner powder sticks exactly where the ink should go.",
      "Electrostatic precipitators in chimneys charge smoke particles and collect them on oppositely charged plates.",
    ],
    challenge: {
      prompt:
        "A $+4q$ charge and a $+q$ charge are $3.0\\ \\mathrm{m}$ apart. How far from the $+4q$ charge, on the line between them, is the net force on a small test charge zero?",
      check: numeric(2, "m"),
      answer:
        "Setting $4/x^2 = 1/(3 - x)^2$ gives $2/x = 1/(3 - x)$, so $x = 2.0\\ \\mathrm{m}$ from the $+4q$ charge.",
      followUp: "Yes, $2.0\\ \\mathrm{m}$: the balance point sits closer to the smaller charge.",
      hint: "Set the two forces equal: $k\\,4q/x^2 = k\\,q/(3 - x)^2$, and take square roots.",
    },
  },
  {
    id: "electric-fields.electric-field",
    subtopic: "electric-fields",
    title: "The electric field",
    keywords: [
      "electric field",
      "field lines",
      "field strength",
      "n/c",
      "force per charge",
      "faraday cage",
      "gauss's law",
      "test charge",
    ],
    keyIdeas: [
      "An electric field gives the force per unit charge at each point: $\\vec E = \\vec F/q$, in $\\mathrm{N/C}$ (equivalently $\\mathrm{V/m}$).",
      "Field lines point away from positive charges and toward negative ones; they crowd together where the field is strong and never cross.",
      "Around a point charge $E = kQ/r^2$. Inside a conductor in equilibrium the field is zero.",
    ],
    calculusIdea:
      "Gauss's law, $\\oint \\vec E\\cdot d\\vec A = Q_{enc}/\\varepsilon_0$, gives the field of symmetric charge distributions without adding up every charge.",
    intuition:
      "The field is a weather map of force: before you place a charge anywhere, the map already says which way and how hard it would be pushed there.",
    questions: [
      {
        prompt:
          "A $2.0\\ \\mu\\mathrm{C}$ charge placed at a point feels a force of $0.010\\ \\mathrm{N}$. What is the electric field strength there?",
        check: numeric(5000, "N/C"),
        answer: "$E = F/q = 0.010 / 2.0 \\times 10^{-6} = 5000\\ \\mathrm{N/C}$.",
        followUp:
          "Right: $5.0 \\times 10^3\\ \\mathrm{N/C}$. A $4\\ \\mu\\mathrm{C}$ charge there would feel twice the force; $E$ stays the same.",
        hint: "The field is the force divided by the charge.",
      },
      {
        prompt:
          "Does the electric field near a negative point charge point toward the charge or away from it?",
        check: allOf(["toward", "towards", "inward", "into"]),
        answer:
          "Toward it: the field shows the push on a positive test charge, which is attracted to the negative charge.",
        followUp: "Correct: toward it. Field direction is defined by the force on a positive test charge.",
        hint: "Which way would a small positive charge be pushed?",
      },
      {
        prompt:
          "An electron sits in a uniform electric field pointing east. In which direction is the force on it?",
        check: allOf(["west"]),
        answer: "West: a negative charge is pushed opposite to the field.",
        followUp: "Right: west. For negative charges the force is opposite to $\\vec E$.",
        hint: "$\\vec F = q\\vec E$, and the electron's charge is negative.",
      },
    ],
    misconceptions: [
      {
        id: "field-needs-test-charge",
        belief: "An electric field only exists where a charge is placed to feel it.",
        diagnostic: {
          prompt:
            "Is there an electric field at a point near a charged sphere even when no other charge is at that point?",
          check: { ...allOf(["yes", "exists", "there is", "still", "it does"]), reject: ["no", "not"] },
        },
        pattern: [["no", "not", "only when", "only if", "only exists"]],
        correction:
          "The field exists throughout the space around the sphere whether or not anything is there to feel it; a test charge only reveals it. Fields even carry energy, as light shows.",
      },
    ],
    realWorld: [
      "A car's metal body acts as a Faraday cage that keeps the field inside near zero, which is why a car is a safe place in a thunderstorm.",
      "Inkjet printers steer charged droplets with the electric field between deflection plates.",
    ],
    challenge: {
      prompt:
        "What is the electric field strength $0.50\\ \\mathrm{m}$ from a $+3.0\\ \\mathrm{nC}$ point charge? ($k = 8.99 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$)",
      check: numeric(108, "N/C", 0.03),
      answer:
        "$E = kQ/r^2 = 8.99 \\times 10^9 \\times 3.0 \\times 10^{-9} / 0.25 \\approx 108\\ \\mathrm{N/C}$, pointing away.",
      followUp: "Correct: about $108\\ \\mathrm{N/C}$, directed away from the positive charge.",
      hint: "Use $E = kQ/r^2$ with $Q$ in coulombs.",
    },
  },
  {
    id: "electric-potential.potential-and-voltage",
    subtopic: "electric-potential",
    title: "Electric potential and voltage",
    keywords: [
      "what is voltage",
      "electric potential",
      "voltage",
      "potential difference",
      "volt",
      "electron volt",
      "ev",
      "equipotential",
      "potential energy of a charge",
    ],
    keyIdeas: [
      "Electric potential is potential energy per unit charge, $V = U/q$; one volt is one joule per coulomb.",
      "Only differences of potential matter: moving a charge $q$ through a potential difference $\\Delta V$ changes its energy by $q\\Delta V$.",
      "Around a point charge $V = kQ/r$, a number without direction; potential falls in the direction of the electric field.",
    ],
    calculusIdea:
      "The field is minus the gradient of the potential, $E_x = -\\frac{dV}{dx}$, and $\\Delta V = -\\int \\vec E\\cdot d\\vec l$.",
    intuition:
      "Voltage is like height in a landscape: positive charges roll downhill from high to low potential, and what matters is the drop between two places, not the absolute height.",
    questions: [
      {
        prompt:
          "How much energy does $2.0\\ \\mathrm{C}$ of charge gain passing through a $12\\ \\mathrm{V}$ battery?",
        check: numeric(24, "J"),
        answer: "$\\Delta U = q\\Delta V = 2.0 \\times 12 = 24\\ \\mathrm{J}$.",
        followUp: "Right: $24\\ \\mathrm{J}$. Twelve volts means twelve joules for every coulomb.",
        hint: "A volt is a joule per coulomb.",
      },
      {
        prompt:
          "An electron starts from rest and is accelerated through a potential difference of $100\\ \\mathrm{V}$. How much kinetic energy does it gain, in electronvolts?",
        check: numeric(100, "eV"),
        answer: "$100\\ \\mathrm{eV}$: each volt gives a charge $e$ one electronvolt.",
        followUp: "Correct: $100\\ \\mathrm{eV}$, that is $1.6 \\times 10^{-17}\\ \\mathrm{J}$.",
        hint: "An electronvolt is the energy an electron gains across one volt.",
      },
      {
        prompt:
          "A bird perches on a single high-voltage line at $10\\,000\\ \\mathrm{V}$. Why is it not harmed?",
        check: allOf([
          "no potential difference",
          "same potential",
          "same voltage",
          "no difference",
          "no voltage difference",
          "both feet",
          "no current",
        ]),
        answer:
          "Both its feet are at the same potential, so there is no potential difference across it and no current.",
        followUp: "Exactly: no potential difference across the bird means no current through it.",
        hint: "Current needs a potential difference between two points. Where are the bird's two feet?",
      },
    ],
    misconceptions: [
      {
        id: "voltage-flows",
        belief: "Voltage flows through a circuit like the current does.",
        diagnostic: {
          prompt: "Does voltage flow through a wire?",
          check: allOf([...NEGATIVE_PHRASES, "current flows", "between", "difference", "across"]),
        },
        pattern: [["yes", "flows", "it does"]],
        correction:
          "Voltage does not flow: it is a difference in potential between two points, like a height difference. Charge flows (the current), driven by that difference.",
      },
    ],
    realWorld: [
      "Old cathode-ray televisions accelerated electrons through about $25\\ \\mathrm{kV}$, giving each about $25\\ \\mathrm{keV}$ to light the screen.",
      "Line workers repair live high-voltage cables from insulated platforms: with no path to a different potential, no current flows through them.",
    ],
    challenge: {
      prompt:
        "A proton moves from a point at $+500\\ \\mathrm{V}$ to a point at $+200\\ \\mathrm{V}$. How much kinetic energy does it gain, in joules? ($e = 1.60 \\times 10^{-19}\\ \\mathrm{C}$)",
      check: numeric(4.8e-17, "J", 0.03),
      answer:
        "$\\Delta KE = q(V_1 - V_2) = 1.60 \\times 10^{-19} \\times 300 = 4.8 \\times 10^{-17}\\ \\mathrm{J}$ ($300\\ \\mathrm{eV}$).",
      followUp:
        "Right: $4.8 \\times 10^{-17}\\ \\mathrm{J}$, or $300\\ \\mathrm{eV}$: positive charges speed up going to lower potential.",
      hint: "The energy gained is the charge times the drop in potential.",
    },
  },
  {
    id: "electric-potential.capacitors",
    subtopic: "electric-potential",
    title: "Capacitors and stored energy",
    keywords: [
      "capacitor",
      "capacitance",
      "farad",
      "q = cv",
      "parallel plate",
      "dielectric",
      "stored energy",
      "charging a capacitor",
    ],
    keyIdeas: [
      "A capacitor stores separated charge on two conductors: $Q = CV$, with the capacitance $C$ in farads.",
      "A parallel-plate capacitor has $C = \\kappa\\varepsilon_0 A/d$: bigger plates, a smaller gap or an insulating filling with a larger $\\kappa$ give more capacitance.",
      "The stored energy is $U = \\tfrac12 CV^2 = \\tfrac12 QV$.",
    ],
    calculusIdea:
      "Charging a bit at a time, $dU = V\\,dq = \\frac{q}{C}\\,dq$; integrating from $0$ to $Q$ gives $U = \\frac{Q^2}{2C}$.",
    intuition:
      "A capacitor is like a tyre being pumped: the more air (charge) you push in, the higher the pressure (voltage), and the harder it gets to push in more.",
    questions: [
      {
        prompt:
          "A $100\\ \\mu\\mathrm{F}$ capacitor is charged to $12\\ \\mathrm{V}$. How much charge does it hold?",
        check: numeric(0.0012, "C"),
        answer: "$Q = CV = 100 \\times 10^{-6} \\times 12 = 1.2 \\times 10^{-3}\\ \\mathrm{C}$.",
        followUp: "Right: $1.2\\ \\mathrm{mC}$.",
        hint: "Use $Q = CV$ with $C$ in farads.",
      },
      {
        prompt: "How much energy does that capacitor store?",
        check: numeric(0.0072, "J"),
        answer:
          "$U = \\tfrac12 CV^2 = \\tfrac12 \\times 10^{-4} \\times 144 = 7.2 \\times 10^{-3}\\ \\mathrm{J}$.",
        followUp: "Correct: $7.2\\ \\mathrm{mJ}$.",
        hint: "Use $U = \\tfrac12 CV^2$.",
      },
      {
        prompt:
          "If the gap between the plates of a parallel-plate capacitor is halved, what happens to its capacitance?",
        check: allOf(DOUBLES_PHRASES),
        answer: "It doubles, since $C \\propto 1/d$.",
        followUp: "Right: it doubles. That is why real capacitors use very thin insulating layers.",
        hint: "Where does $d$ appear in $C = \\varepsilon_0 A/d$?",
      },
    ],
    misconceptions: [
      {
        id: "capacitor-holds-net-charge",
        belief: "A charged capacitor carries a net charge.",
        diagnostic: {
          prompt:
            "A capacitor is charged so that $Q = 5\\ \\mu\\mathrm{C}$. What is the net charge on the capacitor as a whole?",
          check: allOf(ZERO_PHRASES),
        },
        pattern: [["5", "10"]],
        correction:
          "One plate holds $+Q$ and the other $-Q$, so the net charge is zero. 'Charging' a capacitor means separating charge, and the energy is stored in the field between the plates.",
      },
    ],
    realWorld: [
      "A camera flash charges a capacitor over a few seconds from a small battery, then empties it through the flash tube in about a millisecond.",
      "Touchscreens detect your finger because it changes the capacitance of a grid of tiny transparent electrodes.",
    ],
    challenge: {
      prompt:
        "Capacitors of $2.0\\ \\mu\\mathrm{F}$ and $3.0\\ \\mu\\mathrm{F}$ are connected in series. What is their combined capacitance?",
      check: numeric(1.2, "uF"),
      answer: "$1/C = 1/2.0 + 1/3.0$, so $C = 1.2\\ \\mu\\mathrm{F}$.",
      followUp: "Correct: $1.2\\ \\mu\\mathrm{F}$, less than either one, the reverse of resistors.",
      hint: "In series, the reciprocals of capacitances add.",
    },
  },
  {
    id: "electric-current.ohms-law",
    subtopic: "electric-current",
    title: "Current, resistance and Ohm's law",
    keywords: [
      "current",
      "ohm's law",
      "resistance",
      "v = ir",
      "v=ir",
      "ampere",
      "amps",
      "electric power",
      "resistor",
      "electricity",
    ],
    keyIdeas: [
      "Current is the rate of flow of charge, $I = Q/t$; one ampere is one coulomb per second.",
      "For an ohmic conductor $V = IR$: the current is proportional to the voltage across it.",
      "The power delivered to a resistor is $P = IV = I^2 R = V^2/R$.",
    ],
    calculusIdea:
      "Current is $I = \\frac{dQ}{dt}$, so the charge that passes in a time is $Q = \\int I\\,dt$.",
    intuition:
      "Think of water in pipes: the voltage is the pressure difference made by the pump, the current is the flow rate, and the resistance is how narrow the pipe is.",
    questions: [
      {
        prompt:
          "A $6.0\\ \\mathrm{V}$ battery drives a current through a $3.0\\ \\Omega$ resistor. What is the current?",
        check: numeric(2, "A"),
        answer: "$I = V/R = 6.0/3.0 = 2.0\\ \\mathrm{A}$.",
        followUp: "Right: $2.0\\ \\mathrm{A}$.",
        hint: "Rearrange $V = IR$.",
      },
      {
        prompt: "What power does that resistor dissipate?",
        check: numeric(12, "W"),
        answer: "$P = IV = 2.0 \\times 6.0 = 12\\ \\mathrm{W}$.",
        followUp: "Correct: $12\\ \\mathrm{W}$, turned into heat in the resistor.",
        hint: "Use $P = IV$.",
      },
      {
        prompt: "A current of $0.50\\ \\mathrm{A}$ flows for $60\\ \\mathrm{s}$. How much charge passes?",
        check: numeric(30, "C"),
        answer: "$Q = It = 0.50 \\times 60 = 30\\ \\mathrm{C}$.",
        followUp: "Right: $30\\ \\mathrm{C}$, about $1.9 \\times 10^{20}$ electrons.",
        hint: "Current is charge per second.",
      },
    ],
    misconceptions: [
      {
        id: "current-used-up",
        belief: "Current gets used up as it goes around a circuit.",
        diagnostic: {
          prompt:
            "A battery lights a bulb in a simple loop. Is the current in the wire leaving the bulb smaller than, larger than, or the same as the current entering it?",
          check: allOf(SAME_PHRASES),
        },
        pattern: [["smaller", "less", "used", "lower", "decreas"]],
        correction:
          "Charge is conserved, so the current is the same all around a single loop. What the bulb uses is energy: each coulomb leaves the bulb with less potential energy, not in smaller numbers.",
      },
    ],
    realWorld: [
      "A $2.3\\ \\mathrm{kW}$ kettle on a $230\\ \\mathrm{V}$ supply draws $10\\ \\mathrm{A}$, which is why it needs a properly rated plug and cable.",
      "Electricity bills charge for energy in kilowatt-hours: a $100\\ \\mathrm{W}$ lamp left on for $10\\ \\mathrm{h}$ uses $1\\ \\mathrm{kWh}$.",
    ],
    challenge: {
      prompt:
        "A bulb is rated $60\\ \\mathrm{W}$ at $120\\ \\mathrm{V}$. Assuming its resistance stays the same, what power does it use on $60\\ \\mathrm{V}$?",
      check: numeric(15, "W"),
      answer: "$R = V^2/P = 240\\ \\Omega$; on $60\\ \\mathrm{V}$, $P = 60^2/240 = 15\\ \\mathrm{W}$.",
      followUp:
        "Right: $15\\ \\mathrm{W}$, a quarter, because $P = V^2/R$. (A real filament, being cooler, would use a bit more.)",
      hint: "Find the resistance from the rating, then use $P = V^2/R$.",
    },
  },
  {
    id: "electric-current.series-and-parallel",
    subtopic: "electric-current",
    title: "Series and parallel circuits",
    keywords: [
      "series",
      "parallel",
      "series circuit",
      "parallel circuit",
      "equivalent resistance",
      "circuit",
      "bulbs",
      "kirchhoff",
    ],
    keyIdeas: [
      "In series the same current flows through every component, the voltages add, and so do the resistances: $R = R_1 + R_2$.",
      "In parallel every branch has the same voltage, the currents add, and $\\frac1R = \\frac1{R_1} + \\frac1{R_2}$: adding a branch always lowers the total resistance.",
      "Homes are wired in parallel so each appliance gets the full supply voltage and can be switched on its own.",
    ],
    intuition:
      "Series is a one-lane road through several toll booths: every car passes them all. Parallel is opening extra lanes side by side: more routes let more traffic through.",
    questions: [
      {
        prompt: "What is the total resistance of a $4.0\\ \\Omega$ and a $6.0\\ \\Omega$ resistor in series?",
        check: numeric(10, "ohm"),
        answer: "$R = 4.0 + 6.0 = 10\\ \\Omega$.",
        followUp: "Right: $10\\ \\Omega$.",
        hint: "In series, resistances add.",
      },
      {
        prompt: "And what is their total resistance in parallel?",
        check: numeric(2.4, "ohm"),
        answer: "$1/R = 1/4.0 + 1/6.0$, so $R = 2.4\\ \\Omega$.",
        followUp: "Correct: $2.4\\ \\Omega$, smaller than either resistor alone.",
        hint: "In parallel, add the reciprocals: $1/R = 1/R_1 + 1/R_2$.",
      },
      {
        prompt:
          "Two identical bulbs are connected in parallel across a battery. One bulb is unscrewed. What happens to the other bulb?",
        check: allOf([
          ...UNCHANGED_PHRASES,
          "still lit",
          "stays lit",
          "stays on",
          "same brightness",
          "nothing",
          "unaffected",
        ]),
        answer: "Nothing: it still has the full battery voltage across it, so it stays equally bright.",
        followUp: "Exactly: each parallel branch has the full voltage, so the other bulb is unaffected.",
        hint: "What voltage does each branch of a parallel circuit get?",
      },
    ],
    misconceptions: [
      {
        id: "parallel-adds-resistance",
        belief: "Adding another resistor always increases the total resistance.",
        diagnostic: {
          prompt:
            "You connect a second resistor in parallel with the one already in a circuit. Does the total resistance go up or down?",
          check: allOf(["down", "decrease", "lower", "less", "smaller", "falls", "drops"]),
        },
        pattern: [["up", "increase", "more", "higher", "bigger"]],
        correction:
          "In parallel, a new resistor opens another path for the current, so more current flows for the same voltage and the total resistance drops below that of either branch.",
      },
    ],
    realWorld: [
      "Old strings of Christmas lights were wired in series, so one failed bulb darkened the whole string; modern sets use parallel wiring or bypass shunts.",
      "Each appliance plugged into a power strip adds a parallel branch and more current from one socket, which is why strips carry a fuse or breaker.",
    ],
    challenge: {
      prompt:
        "A $12\\ \\mathrm{V}$ battery is connected to a $2.0\\ \\Omega$ resistor in series with a parallel pair of $6.0\\ \\Omega$ and $3.0\\ \\Omega$. What current flows from the battery?",
      check: numeric(3, "A"),
      answer: "The pair is $2.0\\ \\Omega$, the total $4.0\\ \\Omega$, so $I = 12/4.0 = 3.0\\ \\mathrm{A}$.",
      followUp:
        "Correct: $3.0\\ \\mathrm{A}$. It splits $1.0\\ \\mathrm{A}$ and $2.0\\ \\mathrm{A}$ between the parallel branches.",
      hint: "Reduce the parallel pair to one resistance first.",
    },
  },
  {
    id: "magnetic-fields.force-on-moving-charge",
    subtopic: "magnetic-fields",
    title: "Magnetic force on moving charges",
    keywords: [
      "magnetic force",
      "lorentz force",
      "qvb",
      "charged particle in a magnetic field",
      "right hand rule",
      "cyclotron",
      "force on a wire",
      "tesla",
      "magnet",
    ],
    keyIdeas: [
      "A magnetic field pushes only on moving charges: $F = qvB\\sin\\theta$, perpendicular to both the velocity and the field.",
      "Because the force is always perpendicular to the velocity, it changes the direction of motion but not the speed: a magnetic field does no work on a charge.",
      "A charge moving at right angles to a uniform field travels in a circle of radius $r = mv/(qB)$; a current-carrying wire feels $F = BIL\\sin\\theta$.",
    ],
    intuition:
      "The magnetic force is like the string of a ball being whirled around: it always pulls sideways, bending the path into a circle, but never speeds the ball up or slows it down.",
    questions: [
      {
        prompt:
          "A charged particle moves exactly parallel to a magnetic field. What magnetic force does it feel?",
        check: allOf(ZERO_PHRASES),
        answer: "None: $\\sin 0^\\circ = 0$.",
        followUp: "Right: zero. Only the part of the velocity across the field counts.",
        hint: "Look at the $\\sin\\theta$ in $F = qvB\\sin\\theta$.",
      },
      {
        prompt:
          "A proton moves at $2.0 \\times 10^6\\ \\mathrm{m/s}$ at right angles to a $0.50\\ \\mathrm{T}$ field. What force acts on it? ($e = 1.6 \\times 10^{-19}\\ \\mathrm{C}$)",
        check: numeric(1.6e-13, "N"),
        answer:
          "$F = qvB = 1.6 \\times 10^{-19} \\times 2.0 \\times 10^6 \\times 0.50 = 1.6 \\times 10^{-13}\\ \\mathrm{N}$.",
        followUp:
          "Correct: $1.6 \\times 10^{-13}\\ \\mathrm{N}$, enormous compared with the proton's weight.",
        hint: "Use $F = qvB$ at right angles.",
      },
      {
        prompt: "Does that magnetic force change the proton's speed?",
        check: allOf([
          ...NEGATIVE_PHRASES,
          "direction only",
          "only direction",
          "constant speed",
          "same speed",
        ]),
        answer: "No: the force is perpendicular to the velocity, so it only changes the direction.",
        followUp:
          "Exactly: it does no work, so the speed and kinetic energy stay the same; the path curves into a circle.",
        hint: "Can a force perpendicular to the motion do work?",
      },
    ],
    misconceptions: [
      {
        id: "magnets-push-still-charges",
        belief: "A magnet exerts a force on a charge at rest.",
        diagnostic: {
          prompt:
            "A charged plastic bead hangs at rest near a strong bar magnet. Does the magnet exert a magnetic force on the bead?",
          check: allOf([...NEGATIVE_PHRASES, ...ZERO_PHRASES]),
        },
        pattern: [["yes", "attract", "repel", "pull", "push"]],
        correction:
          "A magnetic field acts only on moving charges ($F = qvB\\sin\\theta$, and here $v = 0$). A still charge feels electric forces, not magnetic ones.",
      },
    ],
    realWorld: [
      "Auroras form where charged particles from the Sun spiral along Earth's magnetic field lines toward the poles and strike the upper atmosphere.",
      "Mass spectrometers sort ions by mass: heavier ions curve in larger circles, $r = mv/(qB)$.",
    ],
    challenge: {
      prompt:
        "An electron ($m = 9.11 \\times 10^{-31}\\ \\mathrm{kg}$) moves at $1.0 \\times 10^7\\ \\mathrm{m/s}$ at right angles to a $0.010\\ \\mathrm{T}$ field. What is the radius of its circular path?",
      check: numeric(0.0057, "m", 0.03),
      answer:
        "$r = mv/(eB) = 9.11 \\times 10^{-31} \\times 10^7 / (1.6 \\times 10^{-19} \\times 0.010) \\approx 5.7\\ \\mathrm{mm}$.",
      followUp:
        "Correct: about $5.7\\ \\mathrm{mm}$. This is how old TV tubes and electron microscopes steer electrons.",
      hint: "The magnetic force provides the centripetal force: $evB = mv^2/r$.",
    },
  },
  {
    id: "magnetic-fields.field-of-a-current",
    subtopic: "magnetic-fields",
    title: "Magnetic fields of currents",
    keywords: [
      "magnetic field of a wire",
      "solenoid",
      "electromagnet",
      "right-hand grip rule",
      "ampere's law",
      "current makes a magnetic field",
      "coil",
      "magnetic field",
    ],
    keyIdeas: [
      "Electric currents create magnetic fields. Around a long straight wire the field lines are circles, with strength $B = \\frac{\\mu_0 I}{2\\pi r}$.",
      "Right-hand grip rule: point your thumb along the current and your fingers curl the way the field goes.",
      "A solenoid makes a nearly uniform field inside, $B = \\mu_0 n I$, like a bar magnet that can be switched off. Parallel currents attract; opposite currents repel.",
    ],
    calculusIdea:
      "Ampère's law, $\\oint \\vec B\\cdot d\\vec l = \\mu_0 I_{enc}$, gives the fields of a long wire and of a solenoid from their symmetry.",
    intuition:
      "A current stirs a swirl of magnetic field around itself, like a spoon turning in coffee: the current is the spoon, the field is the circular swirl around it.",
    questions: [
      {
        prompt:
          "What is the magnetic field $0.10\\ \\mathrm{m}$ from a long straight wire carrying $5.0\\ \\mathrm{A}$? ($\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$)",
        check: numeric(1e-5, "T"),
        answer:
          "$B = \\mu_0 I/(2\\pi r) = 2 \\times 10^{-7} \\times 5.0 / 0.10 = 1.0 \\times 10^{-5}\\ \\mathrm{T}$.",
        followUp: "Right: $1.0 \\times 10^{-5}\\ \\mathrm{T}$, about a fifth of Earth's field.",
        hint: "Use $B = \\mu_0 I / (2\\pi r)$.",
      },
      {
        prompt: "If you move twice as far from the wire, what happens to the field?",
        check: allOf(HALVES_PHRASES),
        answer: "It halves: $B \\propto 1/r$ for a long wire.",
        followUp: "Correct: it halves. Note it is $1/r$ here, not $1/r^2$.",
        hint: "How does $B$ depend on $r$ in $B = \\mu_0 I/(2\\pi r)$?",
      },
      {
        prompt:
          "Two parallel wires carry currents in the same direction. Do they attract or repel each other?",
        check: allOf(["attract"]),
        answer: "They attract.",
        followUp: "Right: parallel currents attract. The ampere was once defined by this very force.",
        hint: "Find the field of one wire at the other, then the force on the second current.",
      },
    ],
    misconceptions: [
      {
        id: "wire-field-radial",
        belief: "A wire's magnetic field points away from it, like the electric field of a charge.",
        diagnostic: {
          prompt:
            "A compass sits right beside a long vertical wire carrying a strong current. Does the needle point toward the wire, away from it, or around it?",
          check: allOf(["around", "circle", "tangent", "circular", "perpendicular", "sideways"]),
        },
        pattern: [["toward", "towards", "away"]],
        correction:
          "The field lines of a straight current are circles around the wire, so the needle lines up along a circle, at right angles to the line joining it to the wire.",
      },
    ],
    realWorld: [
      "Scrapyard cranes lift cars with electromagnets: switch on the current to grab, switch it off to drop.",
      "MRI scanners use superconducting solenoids carrying hundreds of amperes to make fields of $1.5$ to $3\\ \\mathrm{T}$.",
    ],
    challenge: {
      prompt:
        "A long solenoid has $1000$ turns per metre and carries $2.0\\ \\mathrm{A}$. What is the magnetic field inside it? ($\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$)",
      check: numeric(0.00251, "T", 0.03),
      answer:
        "$B = \\mu_0 n I = 4\\pi \\times 10^{-7} \\times 1000 \\times 2.0 \\approx 2.5 \\times 10^{-3}\\ \\mathrm{T}$.",
      followUp: "Correct: about $2.5\\ \\mathrm{mT}$, fifty times Earth's field.",
      hint: "Use $B = \\mu_0 n I$ with $n$ in turns per metre.",
    },
  },
  {
    id: "electromagnetic-induction.faradays-law",
    subtopic: "electromagnetic-induction",
    title: "Faraday's law of induction",
    keywords: [
      "induction",
      "faraday",
      "faraday's law",
      "induced emf",
      "magnetic flux",
      "generator",
      "changing magnetic field",
      "emf",
      "dynamo",
    ],
    keyIdeas: [
      "A changing magnetic flux through a circuit induces an emf: $\\mathcal{E} = -N\\frac{\\Delta\\Phi}{\\Delta t}$, with flux $\\Phi = BA\\cos\\theta$.",
      "The flux can change because the field changes, the area changes or the coil turns; a steady field through a still coil induces nothing.",
      "Generators turn coils in magnetic fields to convert mechanical energy into electrical energy.",
    ],
    calculusIdea:
      "$\\mathcal{E} = -N\\frac{d\\Phi_B}{dt}$; a coil turning at $\\omega$ has $\\Phi = BA\\cos\\omega t$, so $\\mathcal{E} = NBA\\omega\\sin\\omega t$.",
    intuition:
      "Induction responds only to change, like a motion-sensor light: hold a magnet still inside a coil and nothing happens; move it and a current flows.",
    questions: [
      {
        prompt:
          "A magnet rests motionless inside a coil connected to a sensitive meter. What does the meter read?",
        check: allOf(ZERO_PHRASES),
        answer: "Zero: the flux is not changing, so no emf is induced.",
        followUp: "Right: zero. No change of flux, no induced emf.",
        hint: "Faraday's law depends on how the flux changes.",
      },
      {
        prompt:
          "The flux through each turn of a 50-turn coil changes by $0.020\\ \\mathrm{Wb}$ in $0.10\\ \\mathrm{s}$. What is the size of the average induced emf?",
        check: numeric(10, "V"),
        answer: "$\\mathcal{E} = N\\Delta\\Phi/\\Delta t = 50 \\times 0.020/0.10 = 10\\ \\mathrm{V}$.",
        followUp: "Correct: $10\\ \\mathrm{V}$.",
        hint: "Multiply the rate of change of flux by the number of turns.",
      },
      {
        prompt: "Name one way to increase the emf produced by a generator.",
        check: allOf(["faster", "more turns", "stronger", "bigger", "larger area", "speed", "turns"]),
        answer: "Spin it faster, use more turns, a stronger magnet or a larger coil area.",
        followUp: "Yes: anything that makes the flux change faster or bigger raises the emf ($NBA\\omega$).",
        hint: "The emf depends on how much flux changes and how quickly.",
      },
    ],
    misconceptions: [
      {
        id: "steady-field-induces",
        belief: "A strong magnetic field through a coil induces a current even if nothing changes.",
        diagnostic: {
          prompt:
            "A coil sits in a very strong but perfectly steady magnetic field. Is any current induced in it?",
          check: allOf([...NEGATIVE_PHRASES, ...ZERO_PHRASES]),
        },
        pattern: [["yes", "strong", "big current", "large current"]],
        correction:
          "Induction needs change. A huge steady flux induces nothing; a small flux that changes quickly can induce a large emf.",
      },
    ],
    realWorld: [
      "Wireless phone chargers drive an alternating current in a coil in the pad; the changing flux induces a current in a coil inside the phone.",
      "Electric guitar pickups: the vibrating steel string changes the flux through a coil wound around a magnet, inducing the signal.",
    ],
    challenge: {
      prompt:
        "A $0.20\\ \\mathrm{m}$ metal rod slides along rails at $5.0\\ \\mathrm{m/s}$, at right angles to a $0.40\\ \\mathrm{T}$ field. What emf is induced across the rod?",
      check: numeric(0.4, "V"),
      answer: "$\\mathcal{E} = BLv = 0.40 \\times 0.20 \\times 5.0 = 0.40\\ \\mathrm{V}$.",
      followUp:
        "Correct: $0.40\\ \\mathrm{V}$. The circuit's area grows by $Lv$ each second, so the flux grows by $BLv$.",
      hint: "How fast does the area of the circuit, and so the flux, grow?",
    },
  },
  {
    id: "electromagnetic-induction.lenzs-law",
    subtopic: "electromagnetic-induction",
    title: "Lenz's law and eddy currents",
    keywords: [
      "lenz",
      "lenz's law",
      "eddy currents",
      "opposes the change",
      "magnetic braking",
      "magnet in a copper pipe",
      "induction cooker",
    ],
    keyIdeas: [
      "Lenz's law: an induced current flows in the direction that opposes the change of flux that caused it, which is the minus sign in Faraday's law.",
      "It is energy conservation: if the induced current helped the change along, it would create energy from nothing.",
      "Eddy currents induced in solid metal oppose its motion through a field, which is used for braking and damping.",
    ],
    intuition:
      "Nature resists changes of flux: push a magnet toward a coil and the coil becomes a magnet that pushes back; pull it away and the coil tries to hold on.",
    questions: [
      {
        prompt:
          "You push the north pole of a magnet toward a coil. Which pole does the induced current create at the end of the coil facing the magnet?",
        check: allOf(["north"]),
        answer: "A north pole, which repels the approaching magnet.",
        followUp:
          "Right: a north pole that pushes back. You have to do work to push the magnet in, and that work becomes electrical energy.",
        hint: "The induced current opposes the change. How would the coil oppose an approaching north pole?",
      },
      {
        prompt:
          "A magnet dropped through a vertical copper pipe falls much more slowly than through a plastic one. Why?",
        check: allOf(["eddy", "induced", "current", "lenz", "oppos"]),
        answer: "The falling magnet induces eddy currents in the copper, whose fields oppose its motion.",
        followUp: "Exactly: eddy currents in the copper oppose the change in flux and brake the magnet.",
        hint: "What does a moving magnet do to a nearby conductor?",
      },
      {
        prompt: "What would go wrong if induced currents helped the change of flux instead of opposing it?",
        check: allOf([
          "energy from nothing",
          "free energy",
          "create energy",
          "perpetual",
          "runaway",
          "speed up",
          "accelerat",
          "conservation",
        ]),
        answer:
          "The magnet would speed up by itself and energy would appear from nothing, breaking energy conservation.",
        followUp:
          "Right: a self-accelerating magnet would be a perpetual-motion machine. Lenz's law is energy conservation in disguise.",
        hint: "Imagine the induced current pulling the magnet in faster. Where would the energy come from?",
      },
    ],
    misconceptions: [
      {
        id: "copper-is-magnetic",
        belief: "A magnet slows in a copper pipe because copper is magnetic.",
        diagnostic: {
          prompt: "Is a copper pipe attracted to a magnet held still against it?",
          check: allOf(NEGATIVE_PHRASES),
        },
        pattern: [["yes", "attract", "sticks", "magnetic"]],
        correction:
          "Copper is not attracted to a still magnet. The braking needs motion: a moving magnet induces currents in the conducting copper, and those currents oppose the motion.",
      },
    ],
    realWorld: [
      "Some roller coasters and trains brake with eddy currents: strong magnets passing metal fins slow the car with no contact and no wear.",
      "Induction hobs induce eddy currents in the base of a steel pan, so the pan heats itself while the glass top stays relatively cool.",
    ],
    challenge: {
      prompt:
        "A metal ring rests over the end of a vertical solenoid. The solenoid's current is suddenly switched on. What does the ring do?",
      check: allOf(["jump", "up", "fly", "repel", "pushed away", "leap", "launch"]),
      answer:
        "It jumps up: the induced current in the ring opposes the rising flux, so ring and solenoid repel.",
      followUp: "Yes, it leaps upward: the classic jumping-ring demonstration of Lenz's law.",
      hint: "The flux through the ring suddenly rises. How does the ring's induced current respond?",
    },
  },
  {
    id: "ac-circuits.rms-values",
    subtopic: "ac-circuits",
    title: "Alternating current and rms values",
    keywords: [
      "alternating current",
      "ac",
      "rms",
      "root mean square",
      "peak voltage",
      "mains",
      "50 hz",
      "60 hz",
      "transformer",
    ],
    keyIdeas: [
      "Alternating current reverses direction periodically; mains supplies run at $50$ or $60\\ \\mathrm{Hz}$.",
      "The rms value gives the same heating as a steady current: for a sine wave $V_{rms} = V_{peak}/\\sqrt2$.",
      "Quoted mains voltages such as $230\\ \\mathrm{V}$ or $120\\ \\mathrm{V}$ are rms values; the average power in a resistor is $P = V_{rms} I_{rms}$.",
    ],
    calculusIdea:
      "$V_{rms} = \\sqrt{\\frac1T \\int_0^T V^2\\,dt}$; for $V = V_0\\sin\\omega t$ the average of $\\sin^2$ over a cycle is $\\tfrac12$, which gives $V_0/\\sqrt2$.",
    intuition:
      "RMS is the 'equivalent steady value': a $230\\ \\mathrm{V}$ rms supply heats a kettle just as a steady $230\\ \\mathrm{V}$ battery would, even though the actual voltage swings between about $+325$ and $-325\\ \\mathrm{V}$.",
    questions: [
      {
        prompt: "A $230\\ \\mathrm{V}$ rms mains supply is a sine wave. What is its peak voltage?",
        check: numeric(325, "V", 0.02),
        answer: "$V_{peak} = \\sqrt2 \\times 230 \\approx 325\\ \\mathrm{V}$.",
        followUp: "Right: about $325\\ \\mathrm{V}$.",
        hint: "Multiply the rms value by $\\sqrt2$.",
      },
      {
        prompt: "What is the average value of a sinusoidal voltage over one full cycle?",
        check: allOf(["zero", "0", "nothing"]),
        answer: "Zero: the positive and negative halves cancel.",
        followUp: "Correct: zero, which is why we need the rms value to describe its strength.",
        hint: "Compare the positive half of the cycle with the negative half.",
      },
      {
        prompt:
          "A heater draws $10\\ \\mathrm{A}$ rms from a $230\\ \\mathrm{V}$ rms supply. What average power does it use?",
        check: numeric(2300, "W"),
        answer: "$P = V_{rms} I_{rms} = 230 \\times 10 = 2300\\ \\mathrm{W}$.",
        followUp: "Right: $2.3\\ \\mathrm{kW}$. Using rms values makes AC power look just like DC power.",
        hint: "With rms values, $P = VI$ as for direct current.",
      },
    ],
    misconceptions: [
      {
        id: "zero-average-no-power",
        belief: "Because alternating current averages to zero, it delivers no average power.",
        diagnostic: {
          prompt: "An alternating current averages to zero over a cycle. Why does it still heat a resistor?",
          check: allOf([
            "squared",
            "square",
            "i^2",
            "both directions",
            "either direction",
            "direction doesn't matter",
            "rms",
            "positive",
          ]),
        },
        pattern: [["doesn't heat", "does not heat", "no power", "zero power", "it doesn't", "it does not"]],
        correction:
          "Heating depends on $I^2 R$, and $I^2$ is positive whichever way the current flows. Its average is not zero, which is exactly what the rms value captures.",
      },
    ],
    realWorld: [
      "Grids use AC because transformers can step the voltage up for efficient long-distance transmission and down again for safe use at home.",
      "A multimeter on its AC setting displays rms values, so the reading matches the heating effect.",
    ],
    challenge: {
      prompt:
        "A $60\\ \\mathrm{W}$ lamp runs on a $120\\ \\mathrm{V}$ rms supply. What is the peak current through it?",
      check: numeric(0.5 * Math.SQRT2, "A", 0.03),
      answer:
        "$I_{rms} = 60/120 = 0.50\\ \\mathrm{A}$, so $I_{peak} = \\sqrt2 \\times 0.50 \\approx 0.71\\ \\mathrm{A}$.",
      followUp: "Correct: about $0.71\\ \\mathrm{A}$.",
      hint: "Find the rms current from $P = V_{rms} I_{rms}$, then convert to peak.",
    },
  },
  {
    id: "ac-circuits.reactance",
    subtopic: "ac-circuits",
    title: "Reactance, impedance and resonance",
    keywords: [
      "reactance",
      "impedance",
      "resonance",
      "rlc",
      "lc circuit",
      "inductor",
      "capacitor in ac",
      "phase",
      "filter",
      "resonant frequency",
    ],
    keyIdeas: [
      "Capacitors and inductors oppose alternating current through reactance: $X_C = \\frac{1}{2\\pi f C}$ falls with frequency, while $X_L = 2\\pi f L$ rises with it.",
      "In a capacitor the current leads the voltage by $90^\\circ$; in an inductor it lags by $90^\\circ$. Ideal reactive parts store and return energy, using no average power.",
      "In a series RLC circuit the impedance $Z = \\sqrt{R^2 + (X_L - X_C)^2}$ is smallest at resonance, $f_0 = \\frac{1}{2\\pi\\sqrt{LC}}$.",
    ],
    calculusIdea:
      "From $i = C\\frac{dv}{dt}$ and $v = L\\frac{di}{dt}$: with $v = V_0\\sin\\omega t$ the capacitor current is $\\omega C V_0\\cos\\omega t$, a quarter cycle ahead of the voltage.",
    intuition:
      "An inductor is like a heavy flywheel: it resists quick changes, so high frequencies struggle through. A capacitor is like a stretchy membrane across a pipe: it blocks a steady flow but lets rapid back-and-forth sloshing through.",
    questions: [
      {
        prompt: "What happens to a capacitor's reactance when the frequency doubles?",
        check: allOf([...HALVES_PHRASES, "decrease", "smaller", "lower"]),
        answer: "It halves: $X_C = 1/(2\\pi f C)$.",
        followUp: "Right: it halves. Capacitors pass high frequencies more easily.",
        hint: "Is $f$ on the top or the bottom of $X_C = 1/(2\\pi f C)$?",
      },
      {
        prompt: "What is the reactance of a $0.10\\ \\mathrm{H}$ inductor at $50\\ \\mathrm{Hz}$?",
        check: numeric(31.4, "ohm", 0.02),
        answer: "$X_L = 2\\pi f L = 2\\pi \\times 50 \\times 0.10 \\approx 31\\ \\Omega$.",
        followUp: "Correct: about $31\\ \\Omega$.",
        hint: "Use $X_L = 2\\pi f L$.",
      },
      {
        prompt:
          "Which component lets a steady direct current through freely but blocks high frequencies: a capacitor or an inductor?",
        check: allOf(["inductor", "coil"]),
        answer: "An inductor: its reactance is zero at zero frequency and grows with frequency.",
        followUp:
          "Right: the inductor. A capacitor does the opposite, blocking DC and passing high frequencies.",
        hint: "Which reactance grows with frequency, and which is zero when $f = 0$?",
      },
    ],
    misconceptions: [
      {
        id: "capacitor-passes-dc",
        belief: "A steady direct current flows through a capacitor.",
        diagnostic: {
          prompt:
            "A capacitor is connected in series with a bulb across a steady DC battery. Once the first moment has passed, is the bulb lit?",
          check: allOf([...NEGATIVE_PHRASES, "off", "goes out", "dark", "dims"]),
        },
        pattern: [["yes", "lit", "stays on", "glows"]],
        correction:
          "Current flows only briefly while the capacitor charges. Once its voltage equals the battery's, no more charge can flow: a capacitor blocks steady DC.",
      },
    ],
    realWorld: [
      "Loudspeaker crossovers send high frequencies to the tweeter through a capacitor and low ones to the woofer through an inductor.",
      "A radio tuner is a resonant LC circuit: turning the dial changes $C$ so only the station at $f_0$ drives a large current.",
    ],
    challenge: {
      prompt:
        "What is the resonant frequency of an LC circuit with $L = 10\\ \\mathrm{mH}$ and $C = 1.0\\ \\mu\\mathrm{F}$?",
      check: numeric(1592, "Hz", 0.03),
      answer: "$f_0 = 1/(2\\pi\\sqrt{LC}) = 1/(2\\pi\\sqrt{10^{-8}}) \\approx 1.6\\ \\mathrm{kHz}$.",
      followUp: "Correct: about $1.6\\ \\mathrm{kHz}$.",
      hint: "Use $f_0 = 1/(2\\pi\\sqrt{LC})$ with SI units.",
    },
  },
];
