import { PANEL_PERMISSIONS, type Note, type PanelObjectType } from '@coverline/engine';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../admin/common/ConfirmDialog.js';
import { useApi } from '../../api/ApiContext.js';
import { useProfile } from '../../api/shellData.js';
import { useCan } from '../../navigation/useCan.js';
import { NoteEditor, type NoteText } from './NoteEditor.js';
import { NoteItem } from './NoteItem.js';
import { PanelPager } from './PanelPager.js';
import { usePanelChange } from './usePanelChange.js';
import { usePanelPage } from './usePanelPage.js';

/**
 * The notes of any object, five a page, the newest first: adding one with the kind's CreateNote; changing or
 * deleting one only for its creator, as the server also insists.
 */
export function NotesPanel({ type, refId }: { type: PanelObjectType; refId: string }) {
  const { t } = useTranslation('UI-context');
  const { client } = useApi();
  const can = useCan();
  const run = usePanelChange();
  const { profile } = useProfile();
  const permissions = PANEL_PERMISSIONS[type].notes;
  const base = `/api/notes/${type}`;
  const list = usePanelPage<Note>(`${base}/find?entityId=${refId}`);
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<Note>();

  /** A change, then the page read again. */
  const change = (call: () => Promise<unknown>, done: string) =>
    run(async () => {
      await call();
      await list.reload();
    }, done);
  const mine = (note: Note) => profile !== undefined && note.creatorId === profile.id;

  return (
    <section aria-label={t('workspace.panels.notes')}>
      {can(permissions.create) && (
        <NoteEditor
          submitLabel={t('workspace.panels.addNote')}
          onSubmit={(text) =>
            change(() => client.post(base, { ...text, refId }), t('workspace.panels.noteAdded'))
          }
        />
      )}
      {list.answer?.items.length === 0 && (
        <Typography color="text.secondary">{t('workspace.panels.noNotes')}</Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {list.answer?.items.map((note) =>
          editing === note.id ? (
            <li key={note.id} style={{ listStyle: 'none' }}>
              <NoteEditor
                initial={note}
                submitLabel={t('workspace.panels.save')}
                onCancel={() => setEditing(undefined)}
                onSubmit={async (text: NoteText) => {
                  const saved = await change(
                    () => client.put(`${base}/${note.id}`, text),
                    t('workspace.panels.noteSaved'),
                  );
                  if (saved) setEditing(undefined);
                  return saved;
                }}
              />
            </li>
          ) : (
            <NoteItem
              key={note.id}
              note={note}
              {...(mine(note) && can(permissions.update) ? { onEdit: () => setEditing(note.id) } : {})}
              {...(mine(note) && can(permissions.delete) ? { onDelete: () => setDeleting(note) } : {})}
            />
          ),
        )}
      </Stack>
      <PanelPager list={list} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('workspace.panels.deleteTitle')}
        message={t('workspace.panels.deleteMessage')}
        confirmLabel={t('workspace.panels.delete')}
        destructive
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const note = deleting as Note;
          setDeleting(undefined);
          void change(() => client.delete(`${base}/${note.id}`), t('workspace.panels.noteDeleted'));
        }}
      />
    </section>
  );
}
