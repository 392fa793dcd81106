import type { Widget } from '@rjsf/utils';
import { Suspense, use, type FunctionComponent } from 'react';
import { coverlineWidgets } from '../widgets/coverlineWidgets.js';
import { ReadOnlyValue } from '../widgets/ReadOnlyValue.js';
import type { CoverlineWidgetProps } from '../widgets/widgetProps.js';
import { useFormRuntime } from './FormRuntime.js';

const ownWidgets: ReadonlySet<Widget> = new Set(Object.values(coverlineWidgets));

/** Whether `widget` is one of ours, which renders without RJSF's registry. */
export function isOwnWidget(widget: Widget): widget is FunctionComponent<CoverlineWidgetProps> {
  return ownWidgets.has(widget);
}

type ForeignWidgetProps = CoverlineWidgetProps & { widget: Widget };

function WithRegistry({ widget: Widget, ...props }: ForeignWidgetProps) {
  const registry = use(useFormRuntime().registry());
  return <Widget {...props} registry={registry} />;
}

/**
 * A widget that is not one of ours (an integrator's, a third party's) with RJSF's full registry, the one it
 * would get inside a stock `<Form>`. The first such widget of a form loads the registry's code; until it is
 * there the field keeps its place under its label (an empty line, not the dash of an empty value).
 */
export function ForeignWidget(props: ForeignWidgetProps) {
  const pending = (
    <div aria-busy="true">
      <ReadOnlyValue id={props.id} label={props.label}>
        {'\u00a0'}
      </ReadOnlyValue>
    </div>
  );
  return (
    <Suspense fallback={pending}>
      <WithRegistry {...props} />
    </Suspense>
  );
}
