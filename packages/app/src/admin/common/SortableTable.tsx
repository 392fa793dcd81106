import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

interface SortableTableContextValue {
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  rowName: (id: string) => string;
  disabled: boolean;
}

const SortableTableContext = createContext<SortableTableContextValue | undefined>(undefined);

function useSortableTable(): SortableTableContextValue {
  const context = useContext(SortableTableContext);
  if (context === undefined) throw new Error('Sortable rows belong in a SortableTableBody');
  return context;
}

export interface SortableTableBodyProps {
  /** The rows' ids in their order. */
  ids: readonly string[];
  /** A row was moved, by dragging (mouse, touch or keyboard) or by its move buttons. */
  onMove: (from: number, to: number) => void;
  /** What a row is called, for the buttons' names and the announcements to screen readers. */
  rowName: (id: string) => string;
  /** Rows cannot be moved (e.g. without the permission to change the list). */
  disabled?: boolean;
  /** `SortableTableRow`s, in the order of `ids`. */
  children: ReactNode;
}

/**
 * A table body whose rows are reordered by dragging their handle with @dnd-kit, by keyboard on the handle
 * (space, arrows, space), or with move buttons that need no dragging at all (WCAG 2.2 §2.5.7).
 */
export function SortableTableBody({
  ids,
  onMove,
  rowName,
  disabled = false,
  children,
}: SortableTableBodyProps) {
  const { t } = useTranslation('UI-context');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const context = useMemo(() => ({ ids, onMove, rowName, disabled }), [ids, onMove, rowName, disabled]);

  const name = (id: UniqueIdentifier) => rowName(String(id));
  const position = (id: UniqueIdentifier | undefined) => ({
    position: id === undefined ? 0 : ids.indexOf(String(id)) + 1,
    count: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('adminCommon.sorting.pickedUp', { name: name(active.id), ...position(active.id) }),
    onDragOver: ({ active, over }) =>
      over === null
        ? undefined
        : t('adminCommon.sorting.movedTo', { name: name(active.id), ...position(over.id) }),
    onDragEnd: ({ active, over }) =>
      t('adminCommon.sorting.dropped', { name: name(active.id), ...position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('adminCommon.sorting.cancelled', { name: name(active.id) }),
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        // Its live region and instructions are elements that a table may not contain.
        container: document.body,
        announcements,
        screenReaderInstructions: { draggable: t('adminCommon.sorting.instructions') },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={disabled}>
        <SortableTableContext.Provider value={context}>
          <TableBody>{children}</TableBody>
        </SortableTableContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

const HandleContext = createContext<Handle | undefined>(undefined);

/** A row of a `SortableTableBody`; put a `DragHandleCell` in it. */
export function SortableTableRow({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('UI-context');
  const { disabled } = useSortableTable();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled, attributes: { roleDescription: t('adminCommon.sorting.roleDescription') } });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <HandleContext.Provider value={handle}>
      <TableRow
        ref={setNodeRef}
        sx={{
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
          bgcolor: isDragging ? 'action.selected' : undefined,
        }}
      >
        {children}
      </TableRow>
    </HandleContext.Provider>
  );
}

/** The cell with a row's drag handle; hidden when the rows cannot be moved. */
export function DragHandleCell({ id }: { id: string }) {
  const { t } = useTranslation('UI-context');
  const { rowName, disabled } = useSortableTable();
  const handle = useContext(HandleContext);
  if (handle === undefined) throw new Error('A DragHandleCell belongs in a SortableTableRow');
  return (
    <TableCell padding="checkbox">
      {!disabled && (
        <IconButton
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          aria-label={t('adminCommon.sorting.drag', { name: rowName(id) })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
    </TableCell>
  );
}

/** "Move up" and "move down" buttons for a row, for those who do not drag; none when rows cannot move. */
export function MoveButtons({ id }: { id: string }) {
  const { t } = useTranslation('UI-context');
  const { ids, onMove, rowName, disabled } = useSortableTable();
  if (disabled) return null;
  const index = ids.indexOf(id);
  const name = rowName(id);
  return (
    <>
      <IconButton
        aria-label={t('adminCommon.sorting.moveUp', { name })}
        onClick={() => onMove(index, index - 1)}
        disabled={index <= 0}
        size="small"
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t('adminCommon.sorting.moveDown', { name })}
        onClick={() => onMove(index, index + 1)}
        disabled={index >= ids.length - 1}
        size="small"
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}
