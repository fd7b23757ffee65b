"""The launch shapes of a kernel: 3-6 per kernel, within CUDA's limits and
a time budget.

Limits: at most 1024 threads a block, grid y and z at most 65535, static
shared memory at most 48 KiB (the archetypes keep to it). Budget: a
deliberately pessimistic estimate (`estimate_us`, not Warp's model: the
generator must not depend on the model it tests) must stay under
CAP_US, so that every launch takes well under 5 ms on an H100: the larger
of the footprint at 2 TB/s, the L2-level traffic at 4 TB/s, one 0.8 us
memory round per loop iteration of a thread in every wave, and the shared
or global atomics at their serialised rate.
"""

SMS = 132
CAP_US = 2500.0
CLOCK_MHZ = 1700.0

BLOCK_1D = (32, 64, 96, 128, 160, 192, 256, 384, 512, 640, 768, 1024)
ODD_1D = (48, 80, 100, 200, 320)
BLOCK_2D = [(x, y) for x in (4, 8, 16, 32, 64, 128, 256) for y in (1, 2, 4, 8, 16, 32)
            if 32 <= x * y <= 1024 and y > 1]
BLOCK_3D = [(x, y, z) for x in (8, 16, 32, 64) for y in (1, 2, 4, 8) for z in (2, 4, 8)
            if 64 <= x * y * z <= 1024]


def blocks_per_sm(threads, smem):
    warps = -(-threads // 32)
    b = min(32, 64 // warps, 65536 // (warps * 32 * 40))
    if smem:
        b = min(b, (228 << 10) // (smem + 1024))
    return max(1, b)


def estimate_us(footprint, traffic, chain, blocks, threads, smem, atomic_us=0.0):
    waves = -(-blocks // (SMS * blocks_per_sm(threads, smem)))
    return max(footprint / 2.0e6, traffic / 4.0e6, waves * chain * 0.8, atomic_us) + 3.0


def legal(grid, block):
    threads = block[0] * block[1] * block[2]
    return (1 <= threads <= 1024 and block[2] <= 64 and grid[0] < 2 ** 31
            and grid[1] <= 65535 and grid[2] <= 65535 and min(grid) >= 1)


def block_candidates(rng, rank, multiple_of_32=False):
    cands = [(x, 1, 1) for x in BLOCK_1D]
    if not multiple_of_32:
        cands += [(x, 1, 1) for x in ODD_1D]
    if rank >= 2:
        cands += [(x, y, 1) for x, y in BLOCK_2D if not multiple_of_32 or (x * y) % 32 == 0]
    if rank >= 3:
        cands += [c for c in BLOCK_3D if not multiple_of_32 or (c[0] * c[1] * c[2]) % 32 == 0]
    rng.shuffle(cands)
    return cands


def _atomic_us(sp, grid, threads):
    if sp.arch != "hist":
        return 0.0
    p = sp.params
    n = p["n"]
    serial = p["K"] in (1, 2) or p["mul"] in (32, 64) or p["bins"] <= 64
    if p["priv"] == "shared":
        e = 32 if serial else 4
        return n / 32.0 * e * 2.0 / (SMS * CLOCK_MHZ)
    # global: same-address atomics serialise in the L2 (~0.6 ns each)
    hot = n / max(1, p["K"] if p["K"] else min(p["bins"], 64)) if serial else n / 256.0
    return hot * 0.6e-3


def choose(rng, sp, module):
    """3-6 distinct (grid, block) launches of sp within the limits and the
    budget, or None."""
    want = rng.randint(3, 6)
    out = []
    if sp.arch in ("map", "staged"):
        rank = sp.params["d"] if sp.arch == "map" else 3
        for block in block_candidates(rng, rank):
            grid = module.grid_of(sp, block)
            threads = block[0] * block[1] * block[2]
            if sp.arch == "map":
                foot, traffic, chain = module.cost(sp)
            else:
                p = sp.params
                foot = traffic = sp.nbytes
                chain = 2 * -(-(p["tx"] * p["ty"]) // threads)
            blocks = grid[0] * grid[1] * grid[2]
            if not legal(grid, block):
                continue
            if estimate_us(foot, traffic, chain, blocks, threads, sp.smem_bytes) > CAP_US:
                continue
            out.append((grid, block))
            if len(out) == want:
                break
    else:
        grids = module.grids(sp, rng)
        blocks = block_candidates(rng, 2, multiple_of_32=True)
        seen = set()
        for _ in range(60):
            g = (rng.choice(grids) if grids else 1,
                 sp.params["rows"] if sp.arch == "reduce" else 1, 1)
            block = rng.choice(blocks)
            threads = block[0] * block[1]
            if (g, block) in seen or not legal(g, block):
                continue
            seen.add((g, block))
            foot, traffic, chain = module.cost(sp, g, threads)
            nblocks = g[0] * g[1]
            est = estimate_us(foot, traffic, chain, nblocks, threads, sp.smem_bytes,
                              _atomic_us(sp, g, threads))
            if est > CAP_US:
                continue
            out.append((g, block))
            if len(out) == want:
                break
    return out if len(out) >= 3 else None
