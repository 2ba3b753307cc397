/**
 * A constant-velocity Kalman filter on one coordinate (position and velocity per frame), the motion
 * model of SORT: two coordinates (the box centre) give a track's predicted place in the next frame.
 */
export class CvKalman {
  x: number;
  v = 0;
  // Covariance [[p00, p01], [p01, p11]]: the velocity starts unknown, so the second sighting sets it.
  private p00: number;
  private p01 = 0;
  private p11: number;

  constructor(
    x: number,
    /** Measurement noise (variance) of a position. */
    private readonly r: number,
    /** Process noise (variance of the change of velocity per frame). */
    private readonly q: number,
  ) {
    this.x = x;
    this.p00 = r;
    this.p11 = 100 * r;
  }

  /** One frame ahead: x += v; the uncertainty grows. */
  predict(): number {
    this.x += this.v;
    this.p00 += 2 * this.p01 + this.p11 + this.q / 4;
    this.p01 += this.p11 + this.q / 2;
    this.p11 += this.q;
    return this.x;
  }

  /** Takes a measured position into the state. */
  correct(z: number): void {
    const s = this.p00 + this.r;
    const k0 = this.p00 / s;
    const k1 = this.p01 / s;
    const y = z - this.x;
    this.x += k0 * y;
    this.v += k1 * y;
    const p00 = this.p00;
    const p01 = this.p01;
    this.p00 = (1 - k0) * p00;
    this.p01 = (1 - k0) * p01;
    this.p11 -= k1 * p01;
  }
}
