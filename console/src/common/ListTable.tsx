// The frame of a list's table: a thin progress bar over the rows while a page loads, the rows (a
// Datagrid, cards, or any body the list brings) and the pager below them. Inside a ListBase.
import type { ReactNode } from 'react';
import { Pagination, useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** The bar a list shows on top of its rows while it fetches; its parent is `position: relative`. */
export function FetchingBar() {
  const { isFetching } = useListContext();
  return isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null;
}

export function ListTable({ children, rowsPerPageOptions }: { children: ReactNode; rowsPerPageOptions?: number[] }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <FetchingBar />
      {children}
      {rowsPerPageOptions ? <Pagination rowsPerPageOptions={rowsPerPageOptions} /> : <Pagination />}
    </Box>
  );
}
