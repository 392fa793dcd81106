import type { InstallmentLineType } from '@coverline/engine';
import { arrayMove } from '@dnd-kit/sortable';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DragHandleCell,
  MoveButtons,
  SortableTableBody,
  SortableTableRow,
} from '../../admin/common/SortableTable.js';

/**
 * The order a payment pays an instalment's lines in, one line type a row, reordered by dragging or by the
 * rows' move buttons.
 */
export function AllocationOrderTable({
  order,
  onChange,
}: {
  order: readonly InstallmentLineType[];
  onChange: (order: InstallmentLineType[]) => void;
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const titleId = useId();
  const lineName = useCallback(
    (type: string) => t(`classifiers:installmentLineTypes.${type as InstallmentLineType}`),
    [t],
  );
  const move = useCallback(
    (from: number, to: number) => onChange(arrayMove([...order], from, to)),
    [onChange, order],
  );
  return (
    <div>
      <Typography id={titleId} variant="body2" color="text.secondary">
        {t('workspace.loans.allocationOrder')}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <SortableTableBody ids={order} onMove={move} rowName={lineName}>
          {order.map((type) => (
            <SortableTableRow key={type} id={type}>
              <DragHandleCell id={type} />
              <TableCell>{lineName(type)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <MoveButtons id={type} />
              </TableCell>
            </SortableTableRow>
          ))}
        </SortableTableBody>
      </Table>
    </div>
  );
}
