import { defineResource } from '../../resources/defineResource.js';
import { ListPage } from '../../kit/ListPage.js';
import { adminScreen, type AdminScreen } from '../common/adminScreen.js';
import { IntermediaryPage, NewIntermediaryPage } from './IntermediaryPage.js';

/** The intermediaries' list, drawn by the list kit on `GET /api/intermediaries/find`. */
const intermediaryList = defineResource({
  name: 'intermediaries',
  base: '/admin-area/intermediaries',
  label: 'routes.intermediaries',
  api: '/api/intermediaries',
  screens: {
    list: { path: '', permission: 'intermediary:Read' },
    add: { path: 'add', permission: 'intermediary:Init', label: 'menu.addIntermediary' },
    view: { path: ':id', permission: 'intermediary:Read' },
  },
  list: {
    rowId: 'id',
    columns: [
      { key: 'name', label: 'UI-context:intermediaries.columns.name', sortable: true },
      { key: 'code', label: 'UI-context:intermediaries.columns.code', sortable: true },
      { key: 'active', label: 'UI-context:intermediaries.columns.active', fieldType: 'Boolean' },
    ],
  },
});

/** The intermediary screens of the admin area. */
export const INTERMEDIARY_SCREENS: readonly AdminScreen[] = [
  adminScreen('/admin-area/intermediaries', <ListPage resource={intermediaryList} />),
  adminScreen('/admin-area/intermediaries/add', <NewIntermediaryPage />),
  adminScreen('/admin-area/intermediaries/:id', <IntermediaryPage />),
  adminScreen('/admin-area/intermediaries/:id/:action', <IntermediaryPage />),
];
