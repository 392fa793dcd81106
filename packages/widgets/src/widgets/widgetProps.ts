import type { WidgetProps } from '@rjsf/utils';

/** `T`'s declared properties, without its index signature (which would swallow them in an `Omit`). */
type Declared<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * What our widgets take: RJSF's `WidgetProps` without the `registry`, which none of them reads. A form of our
 * widgets therefore never loads RJSF's registry code; in a stock RJSF `<Form widgets>` the registry it passes
 * is one prop more, ignored.
 */
export type CoverlineWidgetProps = Omit<Declared<WidgetProps>, 'registry'>;
