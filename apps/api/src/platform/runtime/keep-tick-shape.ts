// Imported first by the process's entry, so that it runs before any other module is evaluated.
import { keepTickShape } from './tick-shape.ts';

keepTickShape();
