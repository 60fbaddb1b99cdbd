/**
 * The story tests run with every animation and transition taking no time (their names and end events stay): a
 * dialog fading in on a loaded 2-core CI machine was still transparent when a play step looked at it, and failed
 * a story now and then. What a story checks is the state, not the motion.
 */
const instant = document.createElement("style");
instant.textContent =
  "*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;" +
  " transition-duration: 0s !important; transition-delay: 0s !important; }";
document.head.appendChild(instant);
