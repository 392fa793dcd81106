import type { CompiledForm } from '@coverline/engine';
import { Form } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { coverlineWidgets } from '../src/index.js';

/** A stock @rjsf/mui form on our compiled schema and widgets; the page loads it only when measuring it. */
export function StockForm({ form, liveValidate }: { form: CompiledForm; liveValidate: boolean }) {
  // Only the 2020-12 dialect tag goes, for RJSF's draft-07 ajv.
  const { $schema: _dialect, ...schema } = form.schema;
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={form.uiSchema as UiSchema}
      formData={form.defaults}
      validator={validator}
      widgets={coverlineWidgets}
      liveValidate={liveValidate ? 'onChange' : undefined}
    />
  );
}
