/**
 * Every widget in every state (empty, filled, error, Save warning, disabled, read-only), then a whole form,
 * its read-only view and the table in its states. Run with `npm run examples -w packages/widgets`.
 */
import { compileForm, loadFormLanguages } from '@coverline/engine';
import {
  coverlineWidgets,
  SchemaForm,
  SchemaTable,
  SchemaView,
  WidgetsProvider,
  type TableColumn,
} from '@coverline/widgets';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getUiOptions } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { WIDGET_SAMPLES, type WidgetSample } from '../../packages/widgets/test/widgetSamples.js';
import { lookups, objects, products, sampleData, searchParties } from '../embed/exampleContent.js';

const STATES = ['empty', 'filled', 'error', 'warning', 'disabled', 'read-only'] as const;
type State = (typeof STATES)[number];
type WidgetName = keyof typeof coverlineWidgets;

function WidgetDemo({ name, sample, state }: { name: WidgetName; sample: WidgetSample; state: State }) {
  const [value, setValue] = useState(state === 'empty' ? undefined : sample.value);
  const Widget = coverlineWidgets[name];
  const uiSchema = sample.uiSchema ?? {};
  return (
    <WidgetsProvider {...sample.settings} severity={state === 'warning' ? 'warning' : 'error'}>
      <Widget
        id={`${name}-${state}`}
        name={name}
        label={name}
        value={value}
        schema={sample.schema}
        uiSchema={uiSchema}
        options={getUiOptions(uiSchema)}
        required={state === 'error' || state === 'warning'}
        disabled={state === 'disabled'}
        readonly={state === 'read-only'}
        rawErrors={state === 'error' || state === 'warning' ? ['Example message for this field'] : undefined}
        onChange={setValue}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />
    </WidgetsProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ my: 4 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

// The formula language loads on demand; compiling a form with formulas needs it first.
await loadFormLanguages();
const motorVersion = products['../products/motor-insurance.json'];
const compileMotor = (mode: 'edit' | 'view') =>
  compileForm(motorVersion?.definition.objectDefinitions ?? [], {
    locale: 'en-GB',
    now: '2026-11-21T12:00:00',
    lookups,
    objectDefinitions: objects,
    currencies: ['EUR', 'USD'],
    mode,
  });
const quote = sampleData['../data/motor-insurance.quote.json'] ?? {};

const columns: TableColumn[] = [
  { key: 'claimNr', title: 'Claim number', fieldType: 'String', sortable: true },
  { key: 'eventDate', title: 'Event date', fieldType: 'Date', sortable: true },
  { key: 'lossAmount', title: 'Loss amount', fieldType: 'Money', sortable: false },
  { key: 'closed', title: 'Closed', fieldType: 'Boolean', sortable: false },
];
const claims = Array.from({ length: 23 }, (_, index) => ({
  id: `c${index}`,
  claimNr: `CL-${1000 + index}`,
  eventDate: `2026-0${1 + (index % 9)}-1${index % 10}`,
  lossAmount: { amount: 1250.5 * (index + 1), currency: 'EUR' },
  closed: index % 3 === 0,
  summary: `Claim ${index + 1}: rear-end collision at a junction, third party at fault, photos attached`,
}));

function ClaimsTable({ state }: { state: 'rows' | 'loading' | 'empty' }) {
  const [page, setPage] = useState({ index: 0, size: 5 });
  const [sorting, setSorting] = useState<string[]>(['eventDate:DESC']);
  const [search, setSearch] = useState('');
  const found = state === 'empty' ? [] : claims.filter((claim) => claim.claimNr.includes(search));
  return (
    <SchemaTable
      columns={columns}
      rows={found.slice(page.index * page.size, (page.index + 1) * page.size)}
      count={found.length}
      getRowId={(claim) => claim.id}
      pageIndex={page.index}
      pageSize={page.size}
      onPageChange={(index, size) => setPage({ index, size })}
      sorting={sorting}
      onSortingChange={setSorting}
      search={search}
      onSearchChange={setSearch}
      loading={state === 'loading'}
      summary={(claim) => claim.summary}
      onExport={() => window.alert('export')}
    />
  );
}

function Gallery() {
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        Coverline widget gallery
      </Typography>
      <Section title="Widgets">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `140px repeat(${STATES.length}, minmax(200px, 1fr))`,
            gap: 2,
          }}
        >
          <span />
          {STATES.map((state) => (
            <Typography key={state} variant="overline">
              {state}
            </Typography>
          ))}
          {(Object.keys(WIDGET_SAMPLES) as WidgetName[]).flatMap((name) => [
            <Typography key={name} variant="subtitle2" sx={{ pt: 2 }}>
              {name}
            </Typography>,
            ...STATES.map((state) => (
              <WidgetDemo key={`${name}-${state}`} name={name} sample={WIDGET_SAMPLES[name]} state={state} />
            )),
          ])}
        </Box>
      </Section>
      <Section title="SchemaForm (motor insurance example, with server errors)">
        <SchemaForm
          form={compileMotor('edit')}
          formData={quote}
          searchParties={searchParties}
          serverErrors={{
            'vehicle.model': ['Unknown model'],
            'quote.discountCode': ['Discount code expired'],
          }}
        />
      </Section>
      <Section title="SchemaView">
        <SchemaView form={compileMotor('view')} data={quote} />
      </Section>
      {(['rows', 'loading', 'empty'] as const).map((state) => (
        <Section key={state} title={`SchemaTable: ${state}`}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack>
              <ClaimsTable state={state} />
            </Stack>
          </Paper>
        </Section>
      ))}
    </Container>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <CssBaseline />
    <Gallery />
  </>,
);
