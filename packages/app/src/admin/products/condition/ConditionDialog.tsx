import { useId, useMemo, useState } from 'react';
import { parseCondition, tryParseCondition, type ConditionOperator, type RuleGroup } from '@coverline/engine';
import { QueryBuilderMaterial } from '@react-querybuilder/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryBuilder, type Field, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import type { ConditionFieldOption, ConditionValueKind } from './conditionFieldOptions.js';
import { conditionText } from './conditionText.js';
import { BUILDER_CONTROLS, type BuilderContext } from './builderControls.js';

const TEXT_OPERATORS: readonly ConditionOperator[] = [
  '=',
  '!=',
  'contains',
  'doesNotContain',
  'beginsWith',
  'doesNotBeginWith',
  'endsWith',
  'doesNotEndWith',
  'in',
  'notIn',
  'null',
  'notNull',
];

/** The operators of each kind of value: those the condition language holds (engine `CONDITION_OPERATORS`). */
const OPERATORS: Record<ConditionValueKind, readonly ConditionOperator[]> = {
  text: TEXT_OPERATORS,
  party: TEXT_OPERATORS,
  number: ['=', '!=', '<', '<=', '>', '>=', 'in', 'notIn', 'null', 'notNull'],
  date: ['=', '!=', '<', '<=', '>', '>=', 'null', 'notNull'],
  boolean: ['=', '!=', 'null', 'notNull'],
  choice: ['=', '!=', 'in', 'notIn', 'null', 'notNull'],
  list: ['contains', 'doesNotContain', 'null', 'notNull'],
  presence: ['null', 'notNull'],
};

/** The value editor of a choice: one value for a comparison, several for "is one of" and "is not one of". */
const choiceEditor = (operator: string) =>
  operator === 'in' || operator === 'notIn' ? ('multiselect' as const) : ('select' as const);

/** The builder's groups drawn with the theme's colours (react-querybuilder styles them through these variables). */
const BUILDER_STYLE: SxProps<Theme> = {
  '--rqb-background-color': (theme) => theme.palette.action.hover,
  '--rqb-border-color': (theme) => theme.palette.divider,
  '--rqb-branch-color': (theme) => theme.palette.divider,
  '& .ruleGroup': { borderStyle: 'solid', borderRadius: 1 },
};

/** Text keys of the operators, which are not valid in keys themselves. */
const OPERATOR_KEY: Record<ConditionOperator, string> = {
  '=': 'equal',
  '!=': 'notEqual',
  '<': 'less',
  '<=': 'lessOrEqual',
  '>': 'greater',
  '>=': 'greaterOrEqual',
  in: 'in',
  notIn: 'notIn',
  contains: 'contains',
  doesNotContain: 'doesNotContain',
  beginsWith: 'beginsWith',
  doesNotBeginWith: 'doesNotBeginWith',
  endsWith: 'endsWith',
  doesNotEndWith: 'doesNotEndWith',
  null: 'null',
  notNull: 'notNull',
};

export interface ConditionDialogProps {
  /** What the condition decides, for the title, e.g. the field's name. */
  title: string;
  /** The stored CEL text. */
  value: string;
  fields: readonly ConditionFieldOption[];
  onApply: (text: string) => void;
  onClose: () => void;
  /** The party search of customer fields' values; without it they take typed text. */
  searchParties?: BuilderContext['searchParties'];
}

/**
 * The display condition builder (react-querybuilder with MUI controls). It edits the rule tree of the stored CEL
 * text (text it cannot read starts as an empty group, with a notice) and applies it as text once every rule is
 * complete.
 */
export default function ConditionDialog({
  title,
  value,
  fields,
  onApply,
  onClose,
  searchParties,
}: ConditionDialogProps) {
  const { t } = useTranslation('UI-context');
  const titleId = useId();
  const unreadable = useMemo(() => tryParseCondition(value) === undefined, [value]);
  const [query, setQuery] = useState<RuleGroupType>(() => parseCondition(value) as RuleGroupType);
  const [tried, setTried] = useState(false);
  const kinds = useMemo(() => new Map(fields.map((field) => [field.path, field.kind])), [fields]);
  const result = conditionText(query as RuleGroup, kinds);
  const context = useMemo((): BuilderContext => (searchParties ? { searchParties } : {}), [searchParties]);

  const builderFields = useMemo(
    (): Field[] =>
      fields.map((field) => ({
        name: field.path,
        label: field.label,
        operators: OPERATORS[field.kind].map((operator) => ({
          name: operator,
          value: operator,
          label: t(`condition.operators.${OPERATOR_KEY[operator]}` as 'condition.operators.equal'),
        })),
        ...(field.kind === 'number' ? { inputType: 'number' } : {}),
        ...(field.kind === 'date' ? { inputType: 'date' } : {}),
        ...(field.kind === 'boolean'
          ? {
              valueEditorType: 'radio' as const,
              values: [
                { name: 'true', label: t('condition.yes') },
                { name: 'false', label: t('condition.no') },
              ],
              defaultValue: 'true',
            }
          : {}),
        ...(field.kind === 'party' ? { partySearch: true } : {}),
        ...(field.kind === 'choice' && field.values !== undefined
          ? { valueEditorType: choiceEditor, values: field.values }
          : {}),
      })),
    [fields, t],
  );
  const translations = useMemo(
    () => ({
      addRule: { label: t('condition.addRule'), title: t('condition.addRule') },
      addGroup: { label: t('condition.addGroup'), title: t('condition.addGroup') },
      removeRule: { title: t('condition.removeRule') },
      removeGroup: { title: t('condition.removeGroup') },
      notToggle: { label: t('condition.not'), title: t('condition.not') },
      fields: { title: t('condition.field'), placeholderLabel: t('condition.chooseField') },
      operators: { title: t('condition.operator') },
      value: { title: t('condition.value') },
      combinators: { title: t('condition.combinator') },
    }),
    [t],
  );
  const combinators = [
    { name: 'and', value: 'and', label: t('condition.and') },
    { name: 'or', value: 'or', label: t('condition.or') },
  ];

  const apply = () => {
    setTried(true);
    if ('text' in result) onApply(result.text);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('condition.title', { name: title })}</DialogTitle>
      <DialogContent>
        {unreadable && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('condition.unreadable')}
          </Alert>
        )}
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('condition.noFields')}</Typography>
        ) : (
          <Box sx={BUILDER_STYLE}>
            <QueryBuilderMaterial>
              <QueryBuilder
                fields={builderFields}
                query={query}
                onQueryChange={setQuery}
                combinators={combinators}
                translations={translations}
                showNotToggle
                listsAsArrays
                resetOnFieldChange
                controlClassnames={{ queryBuilder: 'queryBuilder-branches' }}
                controlElements={BUILDER_CONTROLS}
                context={context}
              />
            </QueryBuilderMaterial>
          </Box>
        )}
        <Typography variant="body2" sx={{ mt: 2, fontFamily: 'monospace', wordBreak: 'break-word' }}>
          {'text' in result ? result.text || t('condition.always') : ''}
        </Typography>
        {tried && 'incomplete' in result && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('condition.incomplete')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('condition.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('condition.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
