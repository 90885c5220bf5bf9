import { accessibilityJourney } from '../support/a11y-journey.js';

/** Every page a visitor or a customer opens, checked by axe-core at 1280 px (`support/a11y-journey.ts`). */
accessibilityJourney(1280);
