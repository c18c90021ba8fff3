import { PathLink } from '../../shared/ui/PathLink';
import { dashboardClass } from './DashboardStyles';
import type { FigureCard } from './figures';

/** A figure: its list's link when the user may open it, else the figure alone. */
export function Figure({ card, extra }: { card: FigureCard; extra?: string }) {
  const body = (
    <>
      <span className={dashboardClass.figureLabel}>{card.label}</span>
      <span className={dashboardClass.figureValue}>{card.value}</span>
      {extra ? <span className={dashboardClass.figureExtra}>{extra}</span> : null}
    </>
  );
  return (
    <li>
      {card.to ? (
        <PathLink className={dashboardClass.figure} to={card.to} aria-label={`${card.label} ${card.value}${extra ? ` ${extra}` : ''}`}>
          {body}
        </PathLink>
      ) : (
        <div className={dashboardClass.figure}>{body}</div>
      )}
    </li>
  );
}
