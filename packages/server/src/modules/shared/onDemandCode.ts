import { loadOnDemandCode } from '@coverline/engine';

/*
 * The server compiles every tenant's definitions, recomputes formulas and validates, so the engine's code that
 * a browser loads only when a screen needs it (the formula language and the validator) is loaded here once, as
 * the modules load: before the server listens, and in every test, bench and script that imports a module
 * using it (each such module imports this one).
 */
await loadOnDemandCode();
