import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';

const HomePage = lazy(() => import('../features/home/HomePage'));

/** Routes of spec section 2; an empty or unknown path goes to /home. */
export function App() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/home" component={HomePage} />
        <Route>
          <Redirect to="/home" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
