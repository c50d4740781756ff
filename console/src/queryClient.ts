// The console's one query cache, given to react-admin (<Admin queryClient>) so code that runs before
// the app renders (main.tsx: the detail page opened by a link or a reload) can start reads in it.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient();
