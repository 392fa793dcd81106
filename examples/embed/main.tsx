/**
 * Embedding the Coverline engine and widgets in a page that is not the Coverline app: compile a product
 * version in the browser, edit it with <SchemaForm>, show the submitted data with <SchemaView>.
 */
import { compileForm, createValidator, loadOnDemandCode, localNow, visibleData } from '@coverline/engine';
import { CodeSelect, SchemaForm, SchemaView } from '@coverline/widgets';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { lookups, objects, products, sampleData, searchParties } from './exampleContent.js';

// The formula language and the validator load on demand; this page uses both from the start (its `save`
// validates as a server would).
await loadOnDemandCode();

const PRODUCTS = {
  'motor-insurance': { data: 'motor-insurance.quote' },
  'consumer-loan': { data: 'consumer-loan.application' },
} as const;
type ProductKey = keyof typeof PRODUCTS;
const LOCALES = ['en-GB', 'de-DE', 'lv-LV'];

function Embedded() {
  const [product, setProduct] = useState<ProductKey>('motor-insurance');
  const [locale, setLocale] = useState('en-GB');
  const [submitted, setSubmitted] = useState<Record<string, unknown>>();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const form = useMemo(() => {
    const version = products[`../products/${product}.json`];
    if (!version) throw new Error(`No example product ${product}`);
    return compileForm(version.definition.objectDefinitions, {
      locale,
      now: localNow(new Date(), 'Europe/Riga'),
      lookups,
      objectDefinitions: objects,
      currencies: ['EUR', 'USD', 'GBP'],
      mode: 'edit',
    });
  }, [product, locale]);
  const sample = sampleData[`../data/${PRODUCTS[product].data}.json`];

  /** What a server would answer: the same compiled schema validates the payload. */
  const save = (data: Record<string, unknown>) => {
    const { valid, errors } = createValidator(form.schema, { locale })(visibleData(data, form));
    setServerErrors(valid ? undefined : errors);
    setSubmitted(valid ? data : undefined);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Coverline form embedded in another page
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <CodeSelect
          label="Product"
          value={product}
          codes={Object.keys(PRODUCTS)}
          onChange={(key) => {
            setProduct(key as ProductKey);
            setServerErrors(undefined);
            setSubmitted(undefined);
          }}
        />
        <CodeSelect label="Language" value={locale} codes={LOCALES} onChange={setLocale} />
      </Stack>
      <SchemaForm
        key={product}
        form={form}
        formData={sample}
        locale={locale}
        searchParties={searchParties}
        serverErrors={serverErrors}
        onSubmit={save}
      >
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          Submit
        </Button>
      </SchemaForm>
      {submitted && (
        <Stack spacing={2} sx={{ mt: 4 }}>
          <Alert severity="success">Submitted. The same compiled schema renders the data read-only:</Alert>
          <SchemaView form={form} data={submitted} locale={locale} />
        </Stack>
      )}
    </Container>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <CssBaseline />
    <Embedded />
  </>,
);
