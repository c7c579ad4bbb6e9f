import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from './PageHeader';

/** The header of a page under /admin: its title, the way back to /admin, and the page's own action. */
export function AdminPageHeader({ title, subtitle, action }: { title: string; subtitle: string; action: ReactNode }) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <>
          <Button asChild variant="outline">
            <RouterLink to="/admin">
              <LuArrowLeft /> Back to Admin
            </RouterLink>
          </Button>
          {action}
        </>
      }
    />
  );
}
