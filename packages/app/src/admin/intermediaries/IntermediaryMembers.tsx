import type { IntermediaryGroup, IntermediaryUser } from '@coverline/engine';
import { SchemaTable } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useLocale } from '../../i18n/LocaleContext.js';
import { numberParam } from '../../kit/ListPage.js';
import { usePageParams } from '../../navigation/pageParams.js';
import { useCan } from '../../navigation/useCan.js';
import { useWidgetTexts } from '../../workspace/forms/useWidgetTexts.js';

/** Rows a page of each table unless the address asks for another size. */
export const MEMBERS_PAGE_SIZE = 5;
const PAGE_SIZES = [5, 10, 25];

type Row = IntermediaryUser | IntermediaryGroup;

interface MembersTableProps {
  intermediaryId: string;
  /** `users` or `groups`: the table's address parameters are `{kind}PageIndex` and `{kind}PageSize`. */
  kind: 'users' | 'groups';
  call: 'find-users' | 'find-permission-groups';
  permission: string;
  /** Where a row opens, and where the add button leads. */
  open: (id: string) => string;
  add: { to: string; permissions: readonly string[] };
}

/**
 * One table of an intermediary's page: a page of its users or groups, its page in the address (so Back and a
 * shared link show it), a row opening the user or group, and the add button when allowed.
 */
function MembersTable({ intermediaryId, kind, call, permission, open, add }: MembersTableProps) {
  const { t } = useTranslation('UI-context');
  const { locale } = useLocale();
  const widgetTexts = useWidgetTexts();
  const navigate = useNavigate();
  const can = useCan();
  const [params, setParams] = usePageParams();
  const pageName = `${kind}PageIndex`;
  const sizeName = `${kind}PageSize`;
  const page = numberParam(params, pageName, 0);
  const asked = numberParam(params, sizeName, MEMBERS_PAGE_SIZE);
  const limit = PAGE_SIZES.includes(asked) ? asked : MEMBERS_PAGE_SIZE;
  const allowed = can(permission);
  const { data, error, isLoading } = useSWR<{ count: number; items: Row[] }>(
    allowed ? `/api/intermediaries/${intermediaryId}/${call}?page=${page}&limit=${limit}` : null,
    { keepPreviousData: true },
  );
  const columns = useMemo(
    () => [
      { key: 'name', title: t('intermediaries.columns.name'), fieldType: 'String' as const, sortable: false },
      ...(kind === 'users'
        ? [
            {
              key: 'email',
              title: t('intermediaries.columns.email'),
              fieldType: 'String' as const,
              sortable: false,
            },
          ]
        : []),
      {
        key: 'status',
        title: t('intermediaries.columns.status'),
        fieldType: 'String' as const,
        sortable: false,
        display: 'chip' as const,
      },
    ],
    [kind, t],
  );
  const rows = useMemo(
    () =>
      (data?.items ?? []).map((item) => ({
        ...item,
        status: t(item.active ? `intermediaries.${kind}.active` : `intermediaries.${kind}.inactive`),
      })),
    [data, kind, t],
  );
  if (!allowed) return null;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t(`intermediaries.${kind}.title`)}
        </Typography>
        {add.permissions.every(can) && (
          <Button component={Link} to={add.to} variant="outlined" startIcon={<AddIcon />}>
            {t(`intermediaries.${kind}.add`)}
          </Button>
        )}
      </Stack>
      <SchemaTable<Row & { status: string }>
        columns={columns}
        rows={rows}
        count={data?.count ?? 0}
        getRowId={(row) => row.id}
        pageIndex={page}
        pageSize={limit}
        pageSizes={PAGE_SIZES}
        onPageChange={(nextPage, nextSize) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(pageName, String(nextSize === limit ? nextPage : 0));
              next.set(sizeName, String(nextSize));
              return next;
            },
            { replace: true },
          )
        }
        loading={isLoading}
        failed={error !== undefined}
        onRowClick={(row) => void navigate(open(row.id))}
        locale={locale}
        t={widgetTexts}
      />
    </Stack>
  );
}

/**
 * The users who work for an intermediary and the permission groups they are in, each table with its add
 * button: a new user affiliated with it, a new group with it as member.
 */
export function IntermediaryMembers({ intermediaryId }: { intermediaryId: string }) {
  return (
    <Stack spacing={4} sx={{ mt: 4 }}>
      <MembersTable
        intermediaryId={intermediaryId}
        kind="users"
        call="find-users"
        permission="intermediary:FindUsers"
        open={(id) => `/admin-area/users/${id}`}
        add={{
          to: `/admin-area/users/add?affiliation=${intermediaryId}`,
          permissions: ['intermediary:Update', 'user:Create'],
        }}
      />
      <MembersTable
        intermediaryId={intermediaryId}
        kind="groups"
        call="find-permission-groups"
        permission="intermediary:FindPermissionGroups"
        open={(id) => `/admin-area/permission-groups/${id}`}
        add={{
          to: `/admin-area/permission-groups/add?intermediary=${intermediaryId}`,
          permissions: ['intermediary:Update', 'permissionGroup:Create'],
        }}
      />
    </Stack>
  );
}
