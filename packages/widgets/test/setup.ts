import { loadOnDemandCode } from '@coverline/engine';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadIconCatalogue } from '../src/icons/useIcon.js';
import { preloadSchemaTableRows } from '../src/table/SchemaTable.js';
// The widget set, whose editors preloadFieldEditors loads.
import '../src/widgets/coverlineWidgets.js';
import { preloadFieldEditors } from '../src/widgets/fieldEditors.js';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Each catalogue icon is a chunk of its own, loaded when it first shows: all are loaded here once per worker, so
// no test leaves an import in flight when the worker's environment is torn down (an unhandled error that fails
// the run on a busy machine).
await loadIconCatalogue();
// A table's rows are drawn once their code is there: loaded up front, tests see rows as soon as their data.
await preloadSchemaTableRows();
// A widget's editing control (a date picker, an autocomplete) is drawn once its code is there: those of every
// widget, loaded up front, are found at once.
await preloadFieldEditors();
// A widget not ours is drawn once RJSF's registry code is there (each form builds its registry): loaded up front,
// a test waits for a promise only, not for the registry's modules to be transformed.
await import('../src/form/createRegistry.js');
// Forms apply formulas and validate with engine code that a browser loads on demand (formulas after a form is
// drawn, the validator when a field is left or the form submitted): loaded up front, tests meet it at once
// (SchemaForm.onDemand.test.tsx checks a form before either arrives).
await loadOnDemandCode();
