import { loadFormLanguages } from '@coverline/engine';

/*
 * The server compiles every tenant's definitions and recomputes formulas, so the formula language, which a
 * browser loads only for the forms that use it, is loaded here once as the modules load: before the server
 * listens, and in every test, bench and script that imports a module using it.
 */
await loadFormLanguages();
