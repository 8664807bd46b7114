import { defineConfig } from 'vitest/config';
import { vitestPreset } from '../deploy/build/vitest-preset';

// The design system's own tests read the CSS text of styled-components' <style> elements (the global
// style, the grid's breakpoints, the drawer's and the icons' mirroring in RTL).
export default defineConfig(vitestPreset({ styleInjection: 'text' }));
