import '../styles.css';
import '../fonts.css';
import { afterEach } from 'vitest';

// Components are measured in Pretendard, as a returning visitor sees them (styles.css, font stacks).
document.documentElement.dataset.fonts = '';

// axe must see final colours, not a frame in the middle of a colour transition.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important;
}`;
document.head.append(freeze);

// Each test starts in the light theme at the top of the page.
afterEach(() => {
  document.documentElement.classList.remove('dark');
  window.scrollTo(0, 0);
});
