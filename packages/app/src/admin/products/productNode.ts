/** The two kinds of tree node, named as in their addresses and API paths. */
export type ProductNodeKind = 'products' | 'product-groups';

/** `parentId` of a node at the root of the tree. */
export const ROOT_PARENT = 'none';

/** The id in the address of a node that is being created. */
export const NEW_NODE_ID = 'new';
