import { IconByName } from '@coverline/widgets';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import MuiLink from '@mui/material/Link';
import { Link, useNavigate } from 'react-router';
import useSWR from 'swr';
import { displayName } from '../../api/objectCatalog.js';
import { useObjectCatalog } from '../../api/shellData.js';
import { useLocale } from '../../i18n/LocaleContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import type { Product } from '@coverline/engine';
import { NEW_NODE_ID, type ProductNodeKind } from './productNode.js';

const CREATE_PERMISSION: Record<ProductNodeKind, string> = {
  products: 'product:Create',
  'product-groups': 'productGroup:Create',
};

/** `/admin-area/products` and `/admin-area/product-groups`: every node of the kind, by name; a row opens it. */
export function ProductNodeListPage({ kind }: { kind: ProductNodeKind }) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const catalog = useObjectCatalog();
  const { data } = useSWR<Product[]>(`/api/${kind}`);
  if (data === undefined) return <Busy message={t('products.loading')} />;

  const nameOf = (node: Product) => displayName(node, locale);
  const rows = [...data].sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale, { sensitivity: 'base' }));
  const groupName = (parentId: string | null | undefined) => {
    const group = catalog.productGroups.find((candidate) => candidate.id === parentId);
    return group === undefined ? t('products.noParent') : displayName(group, locale);
  };
  const products = kind === 'products';
  const title = t(products ? 'products.productsTitle' : 'products.groupsTitle');

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {can(CREATE_PERMISSION[kind]) && (
          <Button
            component={Link}
            to={`/admin-area/${kind}/${NEW_NODE_ID}`}
            startIcon={<AddIcon />}
            variant="contained"
          >
            {t(products ? 'products.addProduct' : 'products.addGroup')}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('products.name')}</TableCell>
              <TableCell>{t('products.code')}</TableCell>
              <TableCell>{t('products.parent')}</TableCell>
              {products && <TableCell>{t('products.productType')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={products ? 4 : 3}>
                  <Typography color="text.secondary">{t('products.noRecords')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((node) => (
              <TableRow
                key={node.id}
                hover
                onClick={() => navigate(`/admin-area/${kind}/${node.id}`)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <IconByName name={node.iconName} fontSize="small" color="action" />
                    <MuiLink
                      component={Link}
                      to={`/admin-area/${kind}/${node.id}`}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {nameOf(node)}
                    </MuiLink>
                  </Stack>
                </TableCell>
                <TableCell>{node.code}</TableCell>
                <TableCell>{groupName(node.parentId)}</TableCell>
                {products && <TableCell>{t(`classifiers:productTypes.${node.productType}`)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
