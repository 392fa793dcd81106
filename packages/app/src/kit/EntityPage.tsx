import { preloadFieldEditors, whenIdle } from '@coverline/widgets';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelDeclaration } from '../resources/defineResource.js';
import { PageCard } from '../workspace/PageCard.js';
import type { OperationStyle } from './operationStyles.js';
import { recordSection } from './recordSection.js';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge.js';

const PanelTabs = recordSection(async () => (await import('./PanelTabs.js')).PanelTabs);

/** An operation the record's context offers, as a button of the operations bar. */
export interface OperationButton {
  operation: string;
  /** Already translated. */
  label: string;
  style: OperationStyle;
  onRun: () => void;
}

export interface EntityPageProps {
  /** The record's title: a name, a number, or "New quote" for a draft. */
  title: string;
  /** A line above the title: the product, the kind of person, the number when a name is the title. */
  overline?: string;
  /** The record's status, translated, with its colour. */
  status?: StatusBadgeProps;
  /** Buttons beside the title that are not operations (Edit). */
  actions?: ReactNode;
  /** The operations the record's context offers (`availableOperations`) that run from the bar. */
  operations?: readonly OperationButton[];
  /** While an operation runs, the bar waits. */
  busy?: boolean;
  /** The record's panels; those the user may open are tabs under the record. */
  panels?: readonly PanelDeclaration[];
  /** The record's id, for its panels; a draft has none and shows none. */
  recordId?: string;
  /**
   * Names the area the record's panels take (e.g. "Notes and documents"): it is shown, labelled, even before
   * any panel is declared for the record, saying that they will appear there.
   */
  panelAreaLabel?: string;
  /** The form, or the read-only view. */
  children: ReactNode;
}

/**
 * A record's page: header with title, number and status chip, the operations bar in each operation's colours,
 * the form or read-only view, and the record's panels as tabs below.
 */
export function EntityPage(props: EntityPageProps) {
  const { title, overline, status, actions, operations = [], busy = false, children } = props;
  const { t } = useTranslation('UI-context');
  // An edit, or an operation's fields, may ask for dates or choices: the widgets' editing controls, which a
  // read-only record does not need to show, are loaded once the page is idle, so that no editable field waits.
  useEffect(() => whenIdle(() => void preloadFieldEditors()), []);
  const aside = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {status !== undefined && <StatusBadge {...status} />}
      {actions}
      {operations.length > 0 && (
        <Stack direction="row" spacing={1} role="toolbar" aria-label={t('workspace.operations')}>
          {operations.map((button) => (
            <Button
              key={button.operation}
              variant="contained"
              color={button.style.buttonColor}
              disabled={busy}
              onClick={button.onRun}
            >
              {button.label}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
  return (
    <PageCard title={title} {...(overline === undefined ? {} : { overline })} aside={aside}>
      {children}
      {props.recordId !== undefined && (
        <PanelTabs panels={props.panels ?? []} recordId={props.recordId} areaLabel={props.panelAreaLabel} />
      )}
    </PageCard>
  );
}
