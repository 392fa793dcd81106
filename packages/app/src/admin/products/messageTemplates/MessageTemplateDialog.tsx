import type {
  DocumentTemplate,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplateType,
  MjmlPreview,
} from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../../../api/ApiContext.js';
import { ApiError } from '../../../api/ApiError.js';
import { useTenantSettings } from '../../../api/shellData.js';
import { serverMessage } from '../../../i18n/serverMessage.js';
import { useCan } from '../../../navigation/useCan.js';
import { TranslatableNameField } from '../../common/TranslatableNameField.js';
import type { TranslatableName } from '../../common/translatableName.js';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor.js';

/** The language of the default text (never a language code); the others are the tenant's languages. */
const DEFAULT_TEXT = 'default';
/** How long typing pauses before the MJML preview is compiled. */
const PREVIEW_DELAY_MS = 400;
/** A text stays a text; an e-mail may be written in MJML or in HTML. */
const TEXT_TYPES: readonly MessageTemplateType[] = ['TXT'];
const EMAIL_TYPES: readonly MessageTemplateType[] = ['MJML', 'HTML'];
/** The characters of one SMS. */
const SMS_LENGTH = 160;

export interface MessageTemplateDialogProps {
  /** `/api/products/{id}/{quotes|contracts}/message-templates` */
  base: string;
  productId: string;
  /** The template to change, or none for a new one of `type`. */
  template?: MessageTemplate;
  type: MessageTemplateType;
  onSaved: () => void;
  onClose: () => void;
}

/** The template's text per language: the default under `DEFAULT_TEXT`. */
const textsOf = (template: MessageTemplate | undefined): Record<string, string> => ({
  [DEFAULT_TEXT]: template?.template ?? '',
  ...template?.templateTranslations,
});

/**
 * Writes or changes a message template: name (with translations), subject, documents to generate and
 * attach, the text per language in a code editor with the product's placeholders to insert, and beside it
 * a live preview (MJML compiled by the server, HTML as is, a text's length in SMS).
 */
export default function MessageTemplateDialog(props: MessageTemplateDialogProps) {
  const { base, productId, template, onSaved, onClose } = props;
  const { t, i18n } = useTranslation('UI-context');
  const { t: tGlobal } = useTranslation();
  const languageNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language' }), [i18n]);
  const { client } = useApi();
  const can = useCan();
  const { settings } = useTenantSettings();
  const titleId = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const [name, setName] = useState<TranslatableName>({
    name: template?.name ?? '',
    translations: template?.translations ?? {},
  });
  const [type, setType] = useState<MessageTemplateType>(template?.type ?? props.type);
  const [subject, setSubject] = useState(template?.settings.subject ?? '');
  const [documents, setDocuments] = useState(template?.settings.generateAndAttachDocuments ?? []);
  const [texts, setTexts] = useState(textsOf(template));
  const [language, setLanguage] = useState(DEFAULT_TEXT);
  const [refusal, setRefusal] = useState<unknown>();
  const { data: placeholders = [] } = useSWR<string[]>(`${base}/placeholders`);
  const { data: documentTemplates = [] } = useSWR<DocumentTemplate[]>(
    can('product:ListDocumentTemplates') ? `/api/products/${productId}/document-templates` : null,
  );
  const text = texts[language] ?? '';
  const markup = type !== 'TXT';

  const fieldErrors = refusal instanceof ApiError ? (refusal.validationErrors ?? {}) : {};
  /** The server's messages on a field; an unknown placeholder named in the interface language. */
  const messagesOf = (...paths: string[]) =>
    paths
      .flatMap((path) => fieldErrors[path] ?? [])
      .map((message) => {
        const unknown = /^unknownPlaceholder:(.*)$/.exec(message);
        return unknown
          ? t('products.messageTemplates.unknownPlaceholder', { placeholder: unknown[1] })
          : serverMessage(tGlobal, message);
      });
  const textPath = language === DEFAULT_TEXT ? 'template' : `templateTranslations.${language}`;
  const textMessages = messagesOf(textPath);
  // Problems with the text of another language than the one shown, named so they are found.
  const elsewhere = Object.keys(fieldErrors).filter(
    (path) => (path === 'template' || path.startsWith('templateTranslations.')) && path !== textPath,
  );
  const fieldPaths = ['name', 'settings.subject', 'settings.generateAndAttachDocuments', 'template'];
  const general =
    refusal !== undefined &&
    Object.keys(fieldErrors).every(
      (path) => !fieldPaths.includes(path) && !path.startsWith('templateTranslations.'),
    );

  const save = () => {
    const { [DEFAULT_TEXT]: defaultText = '', ...translated } = texts;
    const body: MessageTemplateInput = {
      name: name.name.trim(),
      translations: name.translations,
      type,
      template: defaultText,
      templateTranslations: Object.fromEntries(Object.entries(translated).filter(([, each]) => each !== '')),
      settings: { subject, generateAndAttachDocuments: documents },
      ...(template === undefined ? {} : { version: template.version }),
    };
    const saved =
      template === undefined ? client.post(base, body) : client.put(`${base}/${template.id}`, body);
    saved.then(onSaved, setRefusal);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>
        {template === undefined
          ? t('products.messageTemplates.createTitle', { type: t(`products.messageTemplates.types.${type}`) })
          : t('products.messageTemplates.editTitle', { name: template.name })}
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {general && (
              <Alert severity="error" role="alert">
                {serverMessage(tGlobal, refusal instanceof Error ? refusal.message : 'validationFailed')}
              </Alert>
            )}
            <Stack direction="row" spacing={2}>
              <Box sx={{ flex: 2 }}>
                <TranslatableNameField
                  label={t('products.messageTemplates.name')}
                  value={name}
                  onChange={setName}
                  messages={messagesOf('name')}
                  required
                  autoFocus
                />
              </Box>
              <TextField
                select
                label={t('products.messageTemplates.type')}
                value={type}
                onChange={(event) => setType(event.target.value as MessageTemplateType)}
                sx={{ flex: 1 }}
              >
                {(type === 'TXT' ? TEXT_TYPES : EMAIL_TYPES).map((each) => (
                  <MenuItem key={each} value={each}>
                    {t(`products.messageTemplates.types.${each}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label={t('products.messageTemplates.subject')}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              error={messagesOf('settings.subject').length > 0}
              helperText={messagesOf('settings.subject').join(' ')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {can('product:ListDocumentTemplates') && (
              <Autocomplete
                multiple
                options={documentTemplates.map((each) => each.id)}
                value={documents}
                onChange={(_event, value) => setDocuments(value)}
                getOptionLabel={(id) => documentTemplates.find((each) => each.id === id)?.name ?? id}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('products.messageTemplates.documents')}
                    error={messagesOf('settings.generateAndAttachDocuments').length > 0}
                    helperText={messagesOf('settings.generateAndAttachDocuments').join(' ')}
                  />
                )}
              />
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label={t('products.messageTemplates.language')}
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value={DEFAULT_TEXT}>{t('products.messageTemplates.defaultText')}</MenuItem>
                {settings.supportedLanguages.map((code) => (
                  <MenuItem key={code} value={code}>
                    {languageNames.of(code) ?? code}
                  </MenuItem>
                ))}
              </TextField>
              <Autocomplete
                size="small"
                options={placeholders}
                value={null}
                blurOnSelect
                onChange={(_event, path) => {
                  if (path !== null) editor.current?.insert(`{${path}}`);
                }}
                renderInput={(params) => (
                  <TextField {...params} label={t('products.messageTemplates.insertPlaceholder')} />
                )}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Box>
              <CodeEditor
                ref={editor}
                value={text}
                onChange={(value) => setTexts((before) => ({ ...before, [language]: value }))}
                markup={markup}
                label={t('products.messageTemplates.text')}
                invalid={textMessages.length > 0}
              />
              {textMessages.map((message) => (
                <FormHelperText key={message} error>
                  {message}
                </FormHelperText>
              ))}
              {elsewhere.length > 0 && (
                <FormHelperText error>
                  {t('products.messageTemplates.otherLanguages', {
                    languages: elsewhere
                      .map((path) =>
                        path === 'template'
                          ? t('products.messageTemplates.defaultText')
                          : (languageNames.of(path.slice(path.indexOf('.') + 1)) ?? path),
                      )
                      .join(', '),
                  })}
                </FormHelperText>
              )}
              {language !== DEFAULT_TEXT && (
                <FormHelperText>{t('products.messageTemplates.fallback')}</FormHelperText>
              )}
            </Box>
          </Stack>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TemplatePreview base={base} type={type} text={text} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('products.messageTemplates.cancel')}</Button>
        <Button
          variant="contained"
          disabled={name.name.trim() === '' || (texts[DEFAULT_TEXT] ?? '') === ''}
          onClick={save}
        >
          {t('products.messageTemplates.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the text will look like: an e-mail in a sandboxed frame (no scripts), a text's length in SMS. */
function TemplatePreview({ base, type, text }: { base: string; type: MessageTemplateType; text: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const [compiled, setCompiled] = useState<MjmlPreview>();
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (type !== 'MJML' || text.trim() === '') return undefined;
    const timer = setTimeout(() => {
      client.post<MjmlPreview>(`${base}/preview`, { mjml: text }).then((answer) => {
        setCompiled(answer);
        setFailure(undefined);
      }, setFailure);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [base, type, text]);

  if (type === 'TXT') {
    return (
      <Typography color="text.secondary" aria-live="polite">
        {t('products.messageTemplates.length', {
          count: text.length,
          messages: Math.max(1, Math.ceil(text.length / SMS_LENGTH)),
        })}
      </Typography>
    );
  }
  const html = type === 'HTML' ? text : (compiled?.html ?? '');
  const failed = failure instanceof ApiError ? Object.values(failure.validationErrors ?? {}).flat() : [];
  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {t('products.messageTemplates.preview')}
      </Typography>
      {[...failed, ...(type === 'MJML' ? (compiled?.warnings ?? []) : [])].map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
      <Box
        component="iframe"
        title={t('products.messageTemplates.preview')}
        sandbox=""
        srcDoc={html}
        sx={{
          flex: 1,
          minHeight: '28rem',
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
        }}
      />
    </Stack>
  );
}
